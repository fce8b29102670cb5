import { loadConfig } from '../../lib/config';

describe('loadConfig', () => {
  it('treats empty variables as unset, as docker compose passes ${VAR:-}', () => {
    const config = loadConfig({
      GEMINI_API_KEY: '',
      OPENAI_BASE_URL: '',
      GCS_BUCKET: '',
      IMAGE_PROVIDER: '',
    });
    expect(config.text.gemini.apiKey).toBeUndefined();
    expect(config.image.provider).toBe('local');
    expect(config.media.gcs.bucket).toBeUndefined();
  });

  it('requires a Gemini key for the Gemini image provider', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER: 'gemini' })).toThrow(
      /GEMINI_API_KEY: required when IMAGE_PROVIDER is gemini/,
    );
    expect(loadConfig({ IMAGE_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' }).image.gemini.model).toBe(
      'gemini-3.1-flash-image-preview',
    );
  });
});
