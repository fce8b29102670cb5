import type {
  CopyDialect,
  ImageAspectRatio,
  ImageResolution,
  ImageStyle,
  ImageType,
  OutputLanguage,
  Platform,
} from '../../contract/enums';
import type { PromptPlan } from '../../contract/images';

export interface SourceImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface BrandLook {
  name: string;
  colors: string[];
  strength: 'subtle' | 'balanced' | 'strong';
}

/** Everything an image engine needs, resolved from the request by the activity. */
export interface ImageBrief {
  prompt: string;
  type: ImageType;
  style: ImageStyle;
  aspectRatio: ImageAspectRatio;
  resolution: ImageResolution;
  width: number;
  height: number;
  language: OutputLanguage;
  dialect: CopyDialect | null;
  market: string | null;
  platform: Platform | null;
  tone: string;
  visualKeywords: string[];
  excludedVisuals: string[];
  /** The exact phrase to render, already in its final language; null forbids any text. */
  overlay: { text: string; language: OutputLanguage } | null;
  brand: BrandLook | null;
  references: SourceImage[];
  /** Only with logo_mode model: the engine places it in the composition. */
  logo: SourceImage | null;
}

export interface ImageOutput {
  image: Buffer;
  mimeType: string;
  width: number;
  height: number;
  plan: PromptPlan;
}

export interface ImageProvider {
  readonly name: string;
  readonly engineVersion: string;
  generate(brief: ImageBrief): Promise<ImageOutput>;
}
