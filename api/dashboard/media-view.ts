import type { ImageResult } from '../../contract/images';
import type { SpeechResult } from '../../contract/speech';
import { MEDIA_KEY } from '../../storage/media-store';
import { byteSize, facts, languageTag, written } from './generated-text';
import { html, userText, type Html } from './html';

/** Where the page loads a stored media URL from. */
export type MediaSource = (url: string) => string;

/**
 * With the local store this API serves every media key at /media/<key>, so the page loads it from its own origin,
 * whatever host the URL was made on (PUBLIC_BASE_URL as it was, or the name the dashboard is reached by). GCS URLs
 * are loaded as stored, from the origin the page's policy names.
 */
export function mediaSource(gcsOrigin: string | null): MediaSource {
  return (url) => {
    if (gcsOrigin !== null || !URL.canParse(url)) return url;
    const { pathname } = new URL(url);
    return pathname.startsWith('/media/') && MEDIA_KEY.test(pathname.slice('/media/'.length))
      ? pathname
      : url;
  };
}

export function imageView(result: ImageResult, src: MediaSource): Html {
  const { image, text_policy: text } = result;
  const overlay =
    text.content && text.language
      ? written(
          text.content,
          languageTag(text.language, result.dialect, result.market),
          'span',
          'overlay-text',
        )
      : userText(text.content);
  return html`<figure class="media-image">
      <a href="${src(image.url)}"
        ><img
          src="${src(image.url)}"
          width="${image.width}"
          height="${image.height}"
          alt="The generated image${text.content ? `, with the words “${text.content}”` : ''}"
      /></a>
      <figcaption>
        <span class="dimensions">${image.width}×${image.height}</span> · ${image.mime_type} ·
        ${byteSize(image.bytes)} · ${result.aspect_ratio} at ${result.resolution}
      </figcaption>
    </figure>
    ${facts([
      ['Type', result.type],
      ['Style', result.style],
      ['Text in the picture', text.content ? overlay : null],
      ['Logo', result.logo_policy.mode === 'none' ? null : result.logo_policy.mode],
      [
        'Before the logo',
        result.clean_image ? html`<a href="${src(result.clean_image.url)}">the image without it</a>` : null,
      ],
    ])}
    <details class="prompt">
      <summary>Prompt</summary>
      <p dir="auto">${result.prompt_plan.prompt}</p>
    </details>`;
}

function duration(seconds: number | null): string {
  if (seconds === null) return 'duration unknown';
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(1).padStart(4, '0');
  return `${minutes}:${rest}`;
}

/** The voice-over in a player, with what it is; `script` is what it speaks, when the page knows it. */
export function speechView(result: SpeechResult, src: MediaSource, script: Html | null): Html {
  const { audio } = result;
  const lang = languageTag(result.output_language, result.dialect, null);
  return html`<figure class="media-audio">
      <audio controls preload="metadata" src="${src(audio.url)}">
        <a href="${src(audio.url)}">Download the voice-over</a>
      </audio>
      <figcaption>
        <span class="duration">${duration(audio.duration_seconds)}</span> · ${audio.mime_type} ·
        ${byteSize(audio.bytes)}
      </figcaption>
    </figure>
    ${facts([
      ['Voice', result.voice_profile ? `${result.voice} (${result.voice_profile})` : result.voice],
      ['Language', html`<code>${lang}</code>`],
      ['Dialect', result.dialect],
      ['Delivery', result.delivery],
      ['Provider', `${result.provider}${result.fallback_used ? ' (fallback)' : ''}`],
      ['Script', script],
    ])}`;
}

/** The text a stand-alone voice-over speaks, in its language. */
export function spokenText(text: string, result: SpeechResult): Html {
  return written(text, languageTag(result.output_language, result.dialect, null), 'p', 'script');
}
