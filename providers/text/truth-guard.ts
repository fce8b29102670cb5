import type { CopyBrief } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';
import { containsKeyword, normalizeForMatch } from '../../contract/normalize';
import { briefModel, numbersIn, type BriefModel } from './brief-model';
import { claimWordsIn } from './claims';
import { truthBankFor } from './truth';

/**
 * The truth guard every text provider answers to, beside the quality guard: copy that says only what the brief
 * says. Each number of a variant is one of the brief's numbers, whole, in its role (a down payment or a monthly
 * plan is never a discount, a "from" price keeps its "from", opening hours are no offer deadline); the business's
 * name is whole; each contact is introduced by its own channel; no claim the brief does not make; no line that
 * ends in a fragment; none of the words the kind of business never says; a female audience addressed in the
 * feminine. Networked providers get its findings in their one repair round; for the local composer a finding is a
 * bug, and its tests fail on one.
 */

const FROM_WORD =
  /(?:^|[^\p{L}])(?:من|يبدأ|تبدأ|يبدا|تبدا|ابتداء|ابتداءً|بدءا|بدءاً|يبتدي|تبتدي|بيبدأ|بتبدأ|from|starting|starts|start)(?![\p{L}])/iu;
const DISCOUNT_WORD = /خصم|تخفيض|تخفيضات|وفّر|وفر|توفير|off\b|discount|save|saving/iu;
const DEADLINE_FRAME =
  /(?:العرض|عرض|الخصم|offer|deal|discount)[^.\n!؟?]{0,25}(?:لين|حتى|لحد|لغاية|لحتى|ينتهي|يخلص|until|till|ends|valid)/iu;
const DANGLING_END =
  /(?:^|\s)(?:في|فى|من|على|عن|إلى|الى|مع|و|أو|او|ب|ل|بـ|لـ|حتى|لحد|لين|عشان|علشان|the|a|an|of|to|for|with|and|or|from|at|in|on|by|—|–|-|:)$/iu;
export const CHANNEL_WORDS: Record<string, RegExp> = {
  phone:
    /اتصل|اتصلي|اتصلوا|كلمنا|كلمينا|كلمونا|رقم|هاتف|تلفون|تليفون|جوال|موبايل|رن|call|phone|tel|ring|dial|📞|☎/iu,
  whatsapp: /واتس|واتساب|whatsapp|wa\b|💬/iu,
  website:
    /موقع|الموقع|رابط|الرابط|زور|زوري|زوروا|ادخل|ادخلي|ادخلوا|تصفح|website|site|visit|link|online|web|🌐|🔗/iu,
  social:
    /تابع|تابعي|تابعوا|حساب|صفحتنا|صفحة|لاقينا على|تلاقونا على|تلاقينا على|تلكانا على|انستا|انستقرام|انستغرام|إنستغرام|تيك توك|سناب|اكس|follow|instagram|tiktok|snapchat|handle|account|page|find us on|📸/iu,
  email: /ايميل|إيميل|بريد|راسل|email|e-mail|mail|write to|✉/iu,
};
const WRONG_FOR_PHONE = /(?:موقع|الموقع|website|site|link|رابط)\W{0,6}$/iu;
const MASCULINE_IMPERATIVE =
  /(?:^|[^\p{L}])(?:و|ف)?(?:احجز|اطلب|سجل|سجّل|تعال|جرب|جرّب|زور|اكتشف|تواصل|اتصل|كلمنا|راسلنا|حمل|حمّل|اشترك|تبرع|تبرّع|شارك|استفيد|استفد|لا تفوت|ما تفوت|متفوتش|ادخل|اسأل|تابع|خلك|خليك|اختار|اختر|شوف|تبي|تبغى|عايز|تدوّر|تدور)(?![\p{L}])/u;

/** The lines of a variant, as a reader sees them end. */
function linesOf(content: string): string[] {
  return (
    content
      // "د. منى", "Dr. Noor": a stop after a lone letter is an abbreviation, not a line's end.
      .split(/\n|(?<=(?<!(?:^|\s)\p{L})[.!?؟])\s+/u)
      .map((l) => l.replace(/^(?:[\s•\-–*]|\p{Extended_Pictographic}|\uFE0F)+/u, '').trim())
      .filter(Boolean)
  );
}

/** Text without the brief's contacts, codes and links: their digits are no claims of number. */
function maskTokens(
  text: string,
  model: BriefModel,
  brief: Pick<CopyBrief, 'keywords' | 'required_keywords'>,
): string {
  let t = text;
  const tokens = [
    ...model.contacts.map((c) => c.value),
    ...model.facts.filter((f) => f.role === 'coupon').map((f) => f.text),
    ...(model.name ? [model.name] : []),
    ...brief.keywords,
    ...brief.required_keywords,
  ].filter(Boolean);
  for (const token of tokens.sort((a, b) => b.length - a.length)) t = t.split(token).join(' ');
  return t.replace(/#[\p{L}\p{N}_]+/gu, ' ').replace(/(?:https?:\/\/|www\.)\S+/gu, ' ');
}

/** "عيادتنا" is "عيادة" with "our": a brief that names its clinic supports "our clinic". */
function stemOf(word: string): string {
  const bareWord = word.replace(/^(?:وال|بال|لل|ال|و|ب|ل|ف)/u, '');
  const stem = bareWord.replace(/(?:نا|كم|ك|هم|ها)$/u, '');
  return stem.length >= 3 ? stem.replace(/ت$/u, 'ة') : word;
}

export interface TruthResult {
  findings: string[];
  /** Per variant: its findings, by kind. */
  perVariant: Array<{ numbers: string[]; claims: string[]; other: string[] }>;
}

export function guardTruth(
  brief: CopyBrief,
  contents: string[],
  model: BriefModel = briefModel(brief),
): TruthResult {
  const findings: string[] = [];
  const perVariant: TruthResult['perVariant'] = [];
  if (brief.type === 'dialect_conversion')
    return { findings, perVariant: contents.map(() => ({ numbers: [], claims: [], other: [] })) };
  const briefNumbers = new Set(model.numbers);
  const bank = truthBankFor(brief.output_language === 'ar' ? (brief.dialect as CopyDialect) : 'none');
  const forbidden = bank.kinds[model.kind.kind].forbidden.filter(
    (w) => !containsKeyword(`${brief.description} ${brief.brand?.description ?? ''}`, w),
  );
  const forbiddenPatterns = forbidden.map((word) => ({
    word,
    pattern: new RegExp(
      `(?<![\\p{L}])(?:وال|بال|لل|ال|و|ب|ل|ف)?${normalizeForMatch(word).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`,
      'iu',
    ),
  }));
  const roleOf = (n: string) => model.facts.filter((f) => numbersIn(f.text).includes(n)).map((f) => f.role);
  contents.forEach((content, i) => {
    const n = i + 1;
    const found = { numbers: [] as string[], claims: [] as string[], other: [] as string[] };
    const masked = maskTokens(content, model, brief);
    // Numbers: whole, the brief's, in their role.
    for (const line of linesOf(masked)) {
      for (const number of numbersIn(line)) {
        if (!briefNumbers.has(number)) {
          found.numbers.push(`variant ${n} states ${number}, a number the brief does not give`);
          continue;
        }
        const roles = roleOf(number);
        if (roles.length === 0) continue;
        if (
          DISCOUNT_WORD.test(line) &&
          !roles.includes('discount') &&
          roles.some((r) => ['down_payment', 'instalment', 'min_order', 'donation'].includes(r))
        )
          found.numbers.push(`variant ${n} presents ${number} (${roles.join('/')}) as a discount`);
        if (roles.includes('from_price') && !roles.includes('price') && !FROM_WORD.test(line))
          found.numbers.push(`variant ${n} drops the "from" of the starting price ${number}`);
      }
    }
    if (
      model.facts.some((f) => f.role === 'hours') &&
      !model.facts.some((f) => f.role === 'deadline') &&
      DEADLINE_FRAME.test(content)
    )
      found.numbers.push(`variant ${n} turns the opening hours into an offer deadline`);
    // The name whole: a line that starts the name ends it.
    if (model.name && model.name.includes(' ')) {
      const first = model.name.split(/\s+/u)[0]!;
      const alone = new RegExp(
        `(?<![\\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`,
        'u',
      );
      if (
        first.length > 2 &&
        alone.test(content.split(model.name).join(' ')) &&
        !alone.test(brief.description.split(model.name).join(' '))
      )
        found.other.push(`variant ${n} cuts the name "${model.name}"`);
    }
    // Contacts by their channel.
    for (const contact of model.contacts) {
      let at = content.indexOf(contact.value);
      while (at >= 0) {
        const before = content.slice(Math.max(0, at - 60), at);
        const line = before.split('\n').pop() ?? '';
        if (contact.channel === 'phone' && WRONG_FOR_PHONE.test(line))
          found.other.push(`variant ${n} introduces the phone number ${contact.value} as a website`);
        // An address with its domain ("tawla.bh", "www.x.com") says itself what it is.
        else if (contact.channel !== 'website' && !CHANNEL_WORDS[contact.channel]!.test(line))
          found.other.push(`variant ${n} gives ${contact.value} without saying it is ${contact.channel}`);
        at = content.indexOf(contact.value, at + contact.value.length);
      }
    }
    // Claims the brief does not make.
    const briefText = `${brief.description} ${brief.brand?.description ?? ''}`;
    for (const { claim, word } of claimWordsIn(masked))
      if (
        !model.claims.includes(claim) &&
        !containsKeyword(briefText, word) &&
        !containsKeyword(briefText, stemOf(word))
      )
        found.claims.push(`variant ${n} claims ${claim} ("${word}") where the brief does not`);
    // Fragments.
    for (const line of linesOf(content)) {
      const body = line
        .replace(/[.!?؟…:،,]+$/u, '')
        .replace(/[\s\p{Extended_Pictographic}\uFE0F]+$/u, '')
        .trim();
      if (!body) continue;
      if (
        /…$/u.test(line) ||
        DANGLING_END.test(body) ||
        (/(?:^|\s)\p{L}$/u.test(body) && !/(?:^|\s)(?:[A-Z]|I|a)$/u.test(body))
      )
        found.other.push(`variant ${n} has a line that ends in a fragment: "${line}"`);
    }
    // The kind's forbidden words.
    const maskedPlain = normalizeForMatch(masked);
    for (const word of forbiddenPatterns)
      if (word.pattern.test(maskedPlain))
        found.other.push(
          `variant ${n} says "${word.word}", which a ${model.kind.kind.replace('_', ' ')} brief does not`,
        );

    // The reader as the audience is.
    if (brief.output_language === 'ar' && model.audience.address === 'f') {
      const m = MASCULINE_IMPERATIVE.exec(
        maskTokens(content, model, brief).replace(brief.call_to_action ?? '\uE000', ' '),
      );
      if (m) found.other.push(`variant ${n} speaks to a female audience in the masculine ("${m[0].trim()}")`);
    }
    perVariant.push(found);
    findings.push(...found.numbers, ...found.claims, ...found.other);
  });
  return { findings, perVariant };
}
