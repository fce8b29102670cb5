import type { CopyDialect } from '../../contract/enums';
import type { TemplateDraftRequest } from '../../contract/templates';

type Voice = CopyDialect | 'english';

/** The frame of a template body in each variety: greeting, the two category closings, the footer. */
const FRAMES: Record<
  Voice,
  { hello: string; helloName: string; utility: string; marketing: string; footer: string }
> = {
  classical: {
    hello: 'مرحباً بك',
    helloName: 'مرحباً',
    utility: 'إذا كان لديك أي استفسار، يسعدنا ردك على هذه الرسالة.',
    marketing: 'لإيقاف هذه الرسائل، أرسل كلمة: إيقاف.',
    footer: 'هذه رسالة آلية',
  },
  saudi: {
    hello: 'هلا والله',
    helloName: 'هلا',
    utility: 'لو عندك أي استفسار، رد على هالرسالة.',
    marketing: 'إذا ما تبي توصلك هالرسايل، أرسل: إيقاف.',
    footer: 'رسالة آلية',
  },
  emirati: {
    hello: 'هلا والله',
    helloName: 'هلا',
    utility: 'لو عندك أي استفسار، رد على هالرسالة.',
    marketing: 'إذا ما تبا توصلك هالرسايل، أرسل: إيقاف.',
    footer: 'رسالة آلية',
  },
  gulf: {
    hello: 'هلا والله',
    helloName: 'هلا',
    utility: 'إذا عندك أي استفسار، رد على هالرسالة.',
    marketing: 'إذا ما تبي توصلك هالرسايل، أرسل: إيقاف.',
    footer: 'رسالة آلية',
  },
  egyptian: {
    hello: 'أهلاً بيك',
    helloName: 'أهلاً',
    utility: 'لو عندك أي استفسار، رد على الرسالة دي.',
    marketing: 'لو مش عايز الرسايل دي توصلك، ابعت: إيقاف.',
    footer: 'رسالة آلية',
  },
  levantine: {
    hello: 'أهلين',
    helloName: 'مرحبا',
    utility: 'إذا عندك أي سؤال، رد على هالرسالة.',
    marketing: 'إذا ما بدك توصلك هالرسايل، ابعت: إيقاف.',
    footer: 'رسالة آلية',
  },
  iraqi: {
    hello: 'هلو بيك',
    helloName: 'هلو',
    utility: 'إذا عندك أي سؤال، رد على هاي الرسالة.',
    marketing: 'إذا ما تريد توصلك هالرسايل، دز: إيقاف.',
    footer: 'رسالة آلية',
  },
  english: {
    hello: 'Hello',
    helloName: 'Hi',
    utility: 'If you have any questions, reply to this message.',
    marketing: 'To stop these messages, reply STOP.',
    footer: 'This is an automated message',
  },
};

const NAME_VARIABLES = new Set([
  'name',
  'first_name',
  'customer_name',
  'full_name',
  'client_name',
  'user_name',
]);

/** Labels of common variables; others are named after the variable itself. */
const LABELS: Record<string, { ar: string; en: string }> = {
  order_number: { ar: 'رقم الطلب', en: 'Order number' },
  order_id: { ar: 'رقم الطلب', en: 'Order number' },
  tracking_number: { ar: 'رقم التتبع', en: 'Tracking number' },
  date: { ar: 'التاريخ', en: 'Date' },
  delivery_date: { ar: 'موعد التوصيل', en: 'Delivery date' },
  appointment_date: { ar: 'موعد الحجز', en: 'Appointment' },
  time: { ar: 'الوقت', en: 'Time' },
  amount: { ar: 'المبلغ', en: 'Amount' },
  total: { ar: 'الإجمالي', en: 'Total' },
  price: { ar: 'السعر', en: 'Price' },
  code: { ar: 'الرمز', en: 'Code' },
  discount_code: { ar: 'كود الخصم', en: 'Discount code' },
  coupon: { ar: 'الكوبون', en: 'Coupon' },
  link: { ar: 'الرابط', en: 'Link' },
  url: { ar: 'الرابط', en: 'Link' },
  product: { ar: 'المنتج', en: 'Product' },
  product_name: { ar: 'المنتج', en: 'Product' },
  store: { ar: 'المتجر', en: 'Store' },
  branch: { ar: 'الفرع', en: 'Branch' },
  city: { ar: 'المدينة', en: 'City' },
  address: { ar: 'العنوان', en: 'Address' },
  points: { ar: 'النقاط', en: 'Points' },
  balance: { ar: 'الرصيد', en: 'Balance' },
  expiry_date: { ar: 'تاريخ الانتهاء', en: 'Expiry date' },
  phone: { ar: 'رقم الجوال', en: 'Phone' },
};

function label(name: string, arabic: boolean): string {
  const known = LABELS[name];
  if (known) return arabic ? known.ar : known.en;
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sentence(text: string, arabic: boolean): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /[.!?؟…]$/u.test(trimmed) ? trimmed : `${trimmed}${arabic ? '.' : '.'}`;
}

export interface TemplateBody {
  body: string;
  /** The examples of {{1}}, {{2}}, … in the order the placeholders appear. */
  examples: string[];
  footer: string | null;
}

/**
 * The body of a draft: a greeting (with the customer's name when a name variable exists), the message `core`
 * (written by the text provider for MARKETING; the partner's purpose for UTILITY), one labelled line per other
 * variable, and the category's closing. Placeholders are numbered in the order they appear, so they are
 * sequential, never adjacent, and never first or last.
 */
export function buildTemplateBody(
  request: Pick<TemplateDraftRequest, 'category' | 'variables' | 'footer'>,
  voice: Voice,
  core: string,
): TemplateBody {
  const frame = FRAMES[voice];
  const arabic = voice !== 'english';
  const comma = arabic ? '،' : ',';
  const nameVariable = request.variables.find((v) => NAME_VARIABLES.has(v.name));
  const order = [
    ...(nameVariable ? [nameVariable] : []),
    ...request.variables.filter((v) => v !== nameVariable),
  ];
  const slot = (i: number) => `{{${i + 1}}}`;
  const greeting = nameVariable ? `${frame.helloName} ${slot(0)}${comma}` : `${frame.hello}${comma}`;
  const lines = order
    .slice(nameVariable ? 1 : 0)
    .map((v, i) => `${label(v.name, arabic)}: ${slot(i + (nameVariable ? 1 : 0))}`);
  const closing = request.category === 'UTILITY' ? frame.utility : frame.marketing;
  const body = [greeting, sentence(core, arabic), ...(lines.length ? [lines.join('\n')] : []), closing].join(
    '\n\n',
  );
  return { body, examples: order.map((v) => v.example), footer: request.footer ? frame.footer : null };
}

export function templateVoice(dialect: CopyDialect | 'none'): Voice {
  return dialect === 'none' ? 'english' : dialect;
}
