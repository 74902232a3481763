// The props of the nine component types of spec doc 3 §3 as form fields: one table drives each type's props
// form, the form's required fields (propsSchemas.ts; the shared schema checks the rest) and how stored props
// become form values and back (componentProps.ts). The choices are common/page-layout.ts's LAYOUT_CHOICES,
// whose first value is the one the public page shows when a prop is missing.
import type { PageComponentType } from '@common/enums';
import { LAYOUT_CHOICES } from '@common/page-layout';

export interface Choice {
  value: string | number;
  label: string;
}

interface Common {
  name: string;
  label: string;
  hint?: string;
}

/** A field holding one value (the fields a list's items are made of). */
export type ValueFieldSpec =
  | (Common & { kind: 'text'; required?: boolean; multiline?: boolean })
  /** An absolute http(s) address, a path on this site or a mailto: address; or empty. */
  | (Common & { kind: 'link'; required?: boolean })
  /** One of `choices`; `fallback` when the stored value is none of them. */
  | (Common & { kind: 'select'; choices: readonly Choice[]; fallback: string | number })
  /** A plain CSS colour (#667eea, rgb(…), a name), or empty. */
  | (Common & { kind: 'color' })
  /** A CSS length (320, 320px, 20rem, 40vh, 50%), or empty. */
  | (Common & { kind: 'length' })
  | (Common & { kind: 'checkbox' })
  /** Rich text limited to the shared allow-list (the Tiptap editor). */
  | (Common & { kind: 'richText' });

export type FieldSpec =
  | ValueFieldSpec
  /** A list of items with their own fields (stats, programs, testimonials). */
  | (Common & { kind: 'list'; itemLabel: string; fields: readonly ValueFieldSpec[]; newItem: Item });

export type Item = Record<string, string | number>;

export interface ComponentTypeSpec {
  type: PageComponentType;
  label: string;
  fields: readonly FieldSpec[];
  /** The props a new component of this type starts with (Persian placeholders an admin replaces). */
  defaults: Record<string, unknown>;
  /** Where a list is stored ('stats' …): the reader also accepts 'items', the first name is written. */
  listKey?: string;
}

type ChoiceList = keyof typeof LAYOUT_CHOICES;

/** The Persian label of each choice, in the order the select lists them. */
const CHOICE_LABELS: { [K in ChoiceList]: Record<(typeof LAYOUT_CHOICES)[K][number], string> } = {
  backgroundType: { gradient: 'گرادیان', color: 'رنگ', image: 'تصویر' },
  statIcon: { users: 'افراد', heart: 'قلب', trophy: 'جام', 'book-open': 'کتاب', star: 'ستاره' },
  statColor: {
    primary: 'رنگ اصلی',
    green: 'سبز',
    yellow: 'زرد',
    purple: 'بنفش',
    red: 'قرمز',
    blue: 'آبی',
  },
  textAlign: { right: 'راست', center: 'وسط', left: 'چپ', justify: 'هم‌تراز' },
  fontSize: {
    sm: 'کوچک',
    base: 'معمولی',
    lg: 'بزرگ',
    xl: 'خیلی بزرگ',
    '2xl': 'درشت',
    '3xl': 'خیلی درشت',
  },
  imageWidth: { full: 'تمام عرض', half: 'نیمه', auto: 'اندازه‌ی خود تصویر' },
  alignment: { right: 'راست', center: 'وسط', left: 'چپ' },
  buttonStyle: { primary: 'اصلی', secondary: 'ثانویه', outline: 'دورخط' },
  buttonSize: { small: 'کوچک', medium: 'متوسط', large: 'بزرگ' },
  spacerHeight: { small: 'کم', medium: 'متوسط', large: 'زیاد', xlarge: 'خیلی زیاد' },
};

/** A select over one of the shared choice lists. */
const select = (name: string, label: string, list: ChoiceList): ValueFieldSpec => ({
  kind: 'select',
  name,
  label,
  choices: Object.entries(CHOICE_LABELS[list]).map(([value, text]) => ({ value, label: text as string })),
  fallback: LAYOUT_CHOICES[list][0],
});

/** The list of items a stats, programs or testimonials block holds (its own fields; a new item's values). */
const itemList = (
  label: string,
  itemLabel: string,
  fields: readonly ValueFieldSpec[],
  newItem: Item,
): FieldSpec => ({
  kind: 'list',
  name: 'items',
  label,
  itemLabel,
  fields,
  newItem,
});

const TITLE = { kind: 'text', name: 'title', label: 'عنوان' } as const;
const SUBTITLE = { kind: 'text', name: 'subtitle', label: 'زیرعنوان', multiline: true } as const;
const BACKGROUND_COLOR = {
  kind: 'color',
  name: 'backgroundColor',
  label: 'رنگ پس‌زمینه',
  hint: 'مثلاً #667eea؛ خالی یعنی رنگ پیش‌فرض',
} as const;

const RATINGS: readonly Choice[] = [5, 4, 3, 2, 1, 0].map((value) => ({
  value,
  label: `${'۰۱۲۳۴۵'[value]} ستاره`,
}));

const STAT_FIELDS: readonly ValueFieldSpec[] = [
  { kind: 'text', name: 'value', label: 'مقدار', required: true, hint: 'مثلاً ۵۰۰+' },
  { kind: 'text', name: 'label', label: 'برچسب', required: true },
  select('icon', 'نماد', 'statIcon'),
  select('color', 'رنگ', 'statColor'),
];

const PROGRAM_CARD_FIELDS: readonly ValueFieldSpec[] = [
  { kind: 'text', name: 'title', label: 'عنوان', required: true },
  { kind: 'text', name: 'description', label: 'توضیح', multiline: true },
  { kind: 'link', name: 'image', label: 'نشانی تصویر' },
  { kind: 'link', name: 'link', label: 'پیوند' },
];

const TESTIMONIAL_FIELDS: readonly ValueFieldSpec[] = [
  { kind: 'text', name: 'content', label: 'متن نظر', required: true, multiline: true },
  { kind: 'text', name: 'name', label: 'نام', required: true },
  { kind: 'text', name: 'role', label: 'نقش' },
  { kind: 'link', name: 'avatar', label: 'نشانی تصویر' },
  { kind: 'select', name: 'rating', label: 'امتیاز', choices: RATINGS, fallback: 5 },
];

export const COMPONENT_TYPES: readonly ComponentTypeSpec[] = [
  {
    type: 'hero',
    label: 'بنر اصلی',
    fields: [
      { ...TITLE, required: true },
      SUBTITLE,
      select('backgroundType', 'نوع پس‌زمینه', 'backgroundType'),
      BACKGROUND_COLOR,
      { kind: 'link', name: 'backgroundImage', label: 'نشانی تصویر پس‌زمینه' },
      { kind: 'text', name: 'buttonText', label: 'متن دکمه‌ی اصلی' },
      { kind: 'link', name: 'buttonLink', label: 'پیوند دکمه‌ی اصلی' },
      { kind: 'text', name: 'secondaryButtonText', label: 'متن دکمه‌ی دوم' },
      { kind: 'link', name: 'secondaryButtonLink', label: 'پیوند دکمه‌ی دوم' },
      { kind: 'checkbox', name: 'showSlideshow', label: 'نمایش اسلایدها' },
    ],
    defaults: {
      title: 'عنوان صفحه',
      subtitle: 'یک جمله درباره‌ی این صفحه',
      backgroundType: 'gradient',
      backgroundColor: '',
      backgroundImage: '',
      buttonText: 'برنامه‌ها',
      buttonLink: '/programs',
      secondaryButtonText: '',
      secondaryButtonLink: '',
      showSlideshow: false,
    },
  },
  {
    type: 'stats',
    label: 'آمار',
    listKey: 'stats',
    fields: [
      TITLE,
      SUBTITLE,
      itemList('اعداد', 'عدد', STAT_FIELDS, {
        value: '۱۰۰+',
        label: 'دانش‌آموز',
        icon: 'users',
        color: 'primary',
      }),
    ],
    defaults: {
      title: 'در یک نگاه',
      subtitle: '',
      stats: [
        { value: '۵۰۰+', label: 'دانش‌آموز', icon: 'users', color: 'primary' },
        { value: '۱۰۰+', label: 'حامی', icon: 'heart', color: 'red' },
      ],
    },
  },
  {
    type: 'programs',
    label: 'برنامه‌ها',
    listKey: 'programs',
    fields: [
      TITLE,
      SUBTITLE,
      itemList('کارت‌های برنامه', 'برنامه', PROGRAM_CARD_FIELDS, {
        title: 'نام برنامه',
        description: 'توضیح کوتاه برنامه',
        image: '/images/programs/scholarship.svg',
        link: '/programs',
      }),
    ],
    defaults: {
      title: 'برنامه‌های ما',
      subtitle: '',
      programs: [
        {
          title: 'بورسیه‌ی تحصیلی',
          description: 'هزینه‌ی تحصیل دانش‌آموزان مستعد',
          image: '/images/programs/scholarship.svg',
          link: '/programs',
        },
      ],
    },
  },
  {
    type: 'testimonials',
    label: 'نظرات',
    listKey: 'testimonials',
    fields: [
      TITLE,
      SUBTITLE,
      itemList('نظرها', 'نظر', TESTIMONIAL_FIELDS, {
        content: 'متن نظر',
        name: 'نام',
        role: '',
        avatar: '',
        rating: 5,
      }),
    ],
    defaults: {
      title: 'همراهان ما چه می‌گویند',
      subtitle: '',
      testimonials: [
        {
          content: 'این همراهی مسیر تحصیل فرزندم را عوض کرد.',
          name: 'مریم',
          role: 'مادر',
          avatar: '',
          rating: 5,
        },
      ],
    },
  },
  {
    type: 'cta',
    label: 'دعوت به همراهی',
    fields: [
      { ...TITLE, required: true },
      SUBTITLE,
      { kind: 'text', name: 'primaryButtonText', label: 'متن دکمه‌ی اصلی' },
      { kind: 'link', name: 'primaryButtonLink', label: 'پیوند دکمه‌ی اصلی' },
      { kind: 'text', name: 'secondaryButtonText', label: 'متن دکمه‌ی دوم' },
      { kind: 'link', name: 'secondaryButtonLink', label: 'پیوند دکمه‌ی دوم' },
      BACKGROUND_COLOR,
    ],
    defaults: {
      title: 'شما هم همراه شوید',
      subtitle: 'هر کمکی، هرچند کوچک، مسیر یک دانش‌آموز را تغییر می‌دهد.',
      primaryButtonText: 'حمایت می‌کنم',
      primaryButtonLink: '/programs',
      secondaryButtonText: '',
      secondaryButtonLink: '',
      backgroundColor: '',
    },
  },
  {
    type: 'textBlock',
    label: 'متن',
    fields: [
      { kind: 'richText', name: 'content', label: 'متن' },
      select('textAlign', 'چینش متن', 'textAlign'),
      select('fontSize', 'اندازه‌ی قلم', 'fontSize'),
      { kind: 'color', name: 'textColor', label: 'رنگ متن', hint: 'خالی یعنی رنگ پیش‌فرض' },
    ],
    defaults: {
      content: '<p>متن این بخش را اینجا بنویسید.</p>',
      textAlign: 'right',
      fontSize: 'base',
      textColor: '',
    },
  },
  {
    type: 'imageBlock',
    label: 'تصویر',
    fields: [
      { kind: 'link', name: 'src', label: 'نشانی تصویر', required: true },
      { kind: 'text', name: 'alt', label: 'متن جایگزین', required: true, hint: 'برای صفحه‌خوان‌ها' },
      { kind: 'text', name: 'caption', label: 'زیرنویس' },
      select('width', 'پهنا', 'imageWidth'),
      { kind: 'length', name: 'height', label: 'ارتفاع', hint: 'مثلاً 320px؛ خالی یعنی ارتفاع خود تصویر' },
      select('alignment', 'جایگاه', 'alignment'),
    ],
    defaults: {
      src: '/images/slides/slide-1.svg',
      alt: 'تصویر نمونه',
      caption: '',
      width: 'full',
      height: '',
      alignment: 'center',
    },
  },
  {
    type: 'button',
    label: 'دکمه',
    fields: [
      { kind: 'text', name: 'text', label: 'متن دکمه', required: true },
      { kind: 'link', name: 'link', label: 'پیوند', required: true },
      select('style', 'سبک', 'buttonStyle'),
      select('size', 'اندازه', 'buttonSize'),
      select('alignment', 'جایگاه', 'alignment'),
    ],
    defaults: { text: 'بیشتر بدانید', link: '/about', style: 'primary', size: 'medium', alignment: 'center' },
  },
  {
    type: 'spacer',
    label: 'فاصله',
    fields: [select('height', 'ارتفاع', 'spacerHeight')],
    defaults: { height: 'medium' },
  },
];

const BY_TYPE = new Map<string, ComponentTypeSpec>(COMPONENT_TYPES.map((spec) => [spec.type, spec]));

/** The spec of one of the nine types, or undefined for any other (shown as unknown, not editable). */
export const componentType = (type: string): ComponentTypeSpec | undefined => BY_TYPE.get(type);

/** «بنر اصلی», or the raw type for an unknown one. */
export const componentTypeLabel = (type: string): string =>
  BY_TYPE.get(type)?.label ?? `نوع ناشناخته (${type})`;
