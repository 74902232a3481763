// Whole numbers in Persian words, as written on receipts and cheques: ۱۲۵۰۰۰ → «صد و بیست و پنج هزار».

const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
/** Groups of three digits, smallest first: «هزار», «میلیون», «میلیارد», «هزار میلیارد» (short scale). */
const SCALES = ['', 'هزار', 'میلیون', 'میلیارد', 'هزار میلیارد'];
const AND = ' و ';

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(HUNDREDS[hundreds]);
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]);
  else {
    if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]);
    if (rest % 10 > 0) parts.push(ONES[rest % 10]);
  }
  return parts.join(AND);
}

/**
 * A non-negative safe integer in Persian words: 0 → «صفر», 1_250_000 → «یک میلیون و دویست و پنجاه هزار».
 * Throws a RangeError for anything else (amounts are whole rial or toman).
 */
export function numberToPersianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'صفر';
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    if (scale >= SCALES.length) throw new RangeError(`Too large: ${n}`);
    const words = belowThousand(group);
    groups.unshift(scale === 0 ? words : `${words} ${SCALES[scale]}`);
  }
  return groups.join(AND);
}
