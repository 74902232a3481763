// A page layout's components (spec doc 3 §3 'Layout' and 'Component props') read from its stored JSON text
// into typed props, once: the server answers them as GraphQL types, and nothing downstream reads the storage
// format. Every prop has a value (texts '' when missing, choices their default); addresses that are not safe
// (javascript:, data: …) and colours that are not plain colours read as null.
import { safeUrl } from './html-text';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (props: Json, key: string): string => {
  const value = props[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
const link = (props: Json, key: string): string | null => safeUrl(text(props, key));
const oneOf = <K extends keyof Choices>(props: Json, key: string, list: K): Choices[K][number] => {
  const allowed: readonly string[] = LAYOUT_CHOICES[list];
  return (allowed.includes(props[key] as string) ? props[key] : allowed[0]) as Choices[K][number];
};
/** The first list found under `keys` (the spec does not name the lists), as records. */
const records = (props: Json, ...keys: string[]): Json[] => {
  for (const key of keys) if (Array.isArray(props[key])) return (props[key] as unknown[]).filter(isRecord);
  return [];
};

/** A plain CSS colour (no url(), no expressions): a hex, rgb()/hsl() or a colour name. */
export const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/deg]+\)|[a-z]{3,20})$/i;
/** An image block's height: a CSS length such as 320px, 20rem, 50vh or 40%. */
export const IMAGE_HEIGHT = /^\d{1,4}(px|rem|vh|%)?$/;

/** The choices of spec doc 3 §3 'Component props'; the first of each list is its default. */
export const LAYOUT_CHOICES = {
  backgroundType: ['gradient', 'color', 'image'],
  statIcon: ['star', 'users', 'heart', 'trophy', 'book-open'],
  statColor: ['primary', 'green', 'yellow', 'purple', 'red', 'blue'],
  textAlign: ['right', 'left', 'center', 'justify'],
  fontSize: ['base', 'sm', 'lg', 'xl', '2xl', '3xl'],
  imageWidth: ['full', 'half', 'auto'],
  alignment: ['center', 'right', 'left'],
  buttonStyle: ['primary', 'secondary', 'outline'],
  buttonSize: ['medium', 'small', 'large'],
  spacerHeight: ['medium', 'small', 'large', 'xlarge'],
} as const;
type Choices = typeof LAYOUT_CHOICES;
/** A CSS colour an admin typed, if it is only a colour (no url(), no expressions). */
const color = (props: Json, key: string): string | null => {
  const value = text(props, key).trim();
  return CSS_COLOR.test(value) ? value : null;
};

function rating(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && value !== '' && value != null ? Math.min(5, Math.max(0, Math.round(n))) : 5;
}

const heading = (props: Json) => ({ title: text(props, 'title'), subtitle: text(props, 'subtitle') });

/** Each component type of the spec and how its props are read. */
const READERS = {
  hero: (p: Json) => ({
    __typename: 'HeroProps' as const,
    ...heading(p),
    backgroundType: oneOf(p, 'backgroundType', 'backgroundType'),
    showSlideshow: p.showSlideshow === true,
    buttonText: text(p, 'buttonText'),
    buttonLink: link(p, 'buttonLink'),
    secondaryButtonText: text(p, 'secondaryButtonText'),
    secondaryButtonLink: link(p, 'secondaryButtonLink'),
    backgroundImage: link(p, 'backgroundImage'),
    backgroundColor: color(p, 'backgroundColor'),
  }),
  stats: (p: Json) => ({
    __typename: 'StatsProps' as const,
    ...heading(p),
    items: records(p, 'stats', 'items').map((item) => ({
      __typename: 'StatItem' as const,
      icon: oneOf(item, 'icon', 'statIcon'),
      value: text(item, 'value'),
      label: text(item, 'label'),
      color: oneOf(item, 'color', 'statColor'),
    })),
  }),
  programs: (p: Json) => ({
    __typename: 'ProgramsProps' as const,
    ...heading(p),
    items: records(p, 'programs', 'items').map((item) => ({
      __typename: 'ProgramTeaser' as const,
      image: link(item, 'image'),
      title: text(item, 'title'),
      description: text(item, 'description'),
      link: link(item, 'link'),
    })),
  }),
  testimonials: (p: Json) => ({
    __typename: 'TestimonialsProps' as const,
    ...heading(p),
    items: records(p, 'testimonials', 'items').map((item) => ({
      __typename: 'Testimonial' as const,
      content: text(item, 'content'),
      name: text(item, 'name'),
      role: text(item, 'role'),
      avatar: link(item, 'avatar'),
      rating: rating(item.rating),
    })),
  }),
  cta: (p: Json) => ({
    __typename: 'CtaProps' as const,
    ...heading(p),
    primaryButtonText: text(p, 'primaryButtonText'),
    primaryButtonLink: link(p, 'primaryButtonLink'),
    secondaryButtonText: text(p, 'secondaryButtonText'),
    secondaryButtonLink: link(p, 'secondaryButtonLink'),
    backgroundColor: color(p, 'backgroundColor'),
  }),
  textBlock: (p: Json) => ({
    __typename: 'TextBlockProps' as const,
    content: text(p, 'content'),
    textAlign: oneOf(p, 'textAlign', 'textAlign'),
    fontSize: oneOf(p, 'fontSize', 'fontSize'),
    textColor: color(p, 'textColor'),
  }),
  imageBlock: (p: Json) => ({
    __typename: 'ImageBlockProps' as const,
    src: link(p, 'src'),
    alt: text(p, 'alt'),
    caption: text(p, 'caption'),
    width: oneOf(p, 'width', 'imageWidth'),
    height: IMAGE_HEIGHT.test(text(p, 'height')) ? text(p, 'height') : '',
    alignment: oneOf(p, 'alignment', 'alignment'),
  }),
  button: (p: Json) => ({
    __typename: 'ButtonProps' as const,
    text: text(p, 'text'),
    link: link(p, 'link'),
    style: oneOf(p, 'style', 'buttonStyle'),
    size: oneOf(p, 'size', 'buttonSize'),
    alignment: oneOf(p, 'alignment', 'alignment'),
  }),
  spacer: (p: Json) => ({
    __typename: 'SpacerProps' as const,
    height: oneOf(p, 'height', 'spacerHeight'),
  }),
};

export type PageComponentProps = ReturnType<(typeof READERS)[keyof typeof READERS]>;

export interface PageComponentEntry {
  id: string;
  type: string;
  /** Null for a type outside the nine (shown as 'unknown component type'). */
  props: PageComponentProps | null;
}

export interface ReadLayout {
  components: PageComponentEntry[];
  /** Why the stored data could not be read at all (shown as 'error displaying components'), else null. */
  error: string | null;
}

const NOT_A_LIST = 'داده‌ی چیدمان باید فهرستی از مؤلفه‌ها باشد';

/** The components of a layout's JSON text (or of a list already parsed). */
export function readLayout(data: string | unknown[]): ReadLayout {
  let list: unknown;
  try {
    list = typeof data === 'string' ? JSON.parse(data) : data;
  } catch (error) {
    return { components: [], error: error instanceof Error ? error.message : String(error) };
  }
  if (!Array.isArray(list)) return { components: [], error: NOT_A_LIST };
  const components = list.map((item, index) => {
    const component = isRecord(item) ? item : {};
    const type = typeof component.type === 'string' ? component.type : '';
    const read = Object.hasOwn(READERS, type) ? READERS[type as keyof typeof READERS] : null;
    return {
      id: typeof component.id === 'string' && component.id ? component.id : `component-${index}`,
      type,
      props: read ? read(isRecord(component.props) ? component.props : {}) : null,
    };
  });
  return { components, error: null };
}
