/** Briefs of the kind partners send: products, offers, prices, places, delivery promises, names and links. */
export const BRIEFS = [
  'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق. توصيل مجاني للطلبات فوق 100 ريال.',
  'عطور فاخرة بخصم 30% حتى 31 ديسمبر.',
  'نادي رياضي نسائي في جدة بأحدث الأجهزة. اشتراك شهري بـ 199 ريال بدل 299. مدربات معتمدات وحصص يومية.',
  'تطبيق لتوصيل المقاضي خلال 30 دقيقة. أول توصيلة مجانية بكود WELCOME. متوفر على iOS و Android.',
  'مطعم مشويات عائلي في بغداد. وجبة عائلية لـ 4 أشخاص بـ 25,000 دينار. زورونا على www.grill.example.',
  'عيادة تجميل في دبي. جلسة تنظيف بشرة بـ 299 درهم بدل 450. احجزي موعدك اليوم عبر الرابط https://clinic.example/book',
  'عرض خاص على القهوة المختصة: خصم 20% لأول طلب',
];

const EDGE = '[\\u0621-\\u065F\\u0660-\\u0669\\u066E-\\u06D3\\u0640]';

/** Markers found as whole words (a conjunction or preposition may lead: وهلق, بس, للحين). */
export function markersIn(text: string, markers: string[]): string[] {
  return markers.filter((m) => new RegExp(`(?<!${EDGE})(?:[وفبل])?${m}(?!${EDGE})`, 'u').test(text));
}

/** Numbers, prices, Latin names and links: what must come out exactly as the brief gave it. */
export function protectedTokens(text: string): string[] {
  return [
    ...text.matchAll(/https?:\/\/[^\s]+[^\s.،]|www\.[^\s]+[^\s.،]|\d[\d,]*(?:\.\d+)?|[A-Za-z][A-Za-z]+/g),
  ]
    .map((m) => m[0])
    .filter((t) => !/^(?:https?|www)$/.test(t));
}

/**
 * The body of a variant: without its first line (the hook or headline), its call to action, the reply prompt
 * and hashtags; for search ads the description without the call to action; a subject line whole.
 */
export function dialectBody(
  content: string,
  platform: string,
  cta: string | null,
  replyPrompt: string,
): string {
  const withoutCta = (text: string) => (cta ? text.split(cta).join(' ') : text);
  if (platform === 'search_ads') return withoutCta(content.split(' | ')[1] ?? '');
  // A subject line is one line: all of it is its body.
  if (platform === 'email_subject_line') return content;
  return content
    .split('\n')
    .slice(1)
    .filter((line) => !line.startsWith('#') && line !== replyPrompt && !(cta && line.includes(cta)))
    .join('\n');
}
