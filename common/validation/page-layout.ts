// Page layout form (issue 14; spec doc 3 §3 'Layout' and 'Component props'): the layout's name, page key and
// description, and its components, each of the nine types with its props checked. The admin editor's props
// forms use `pageComponentPropsSchemas[type]`; the server runs `pageLayoutSchema` on every save.

import * as v from 'valibot';
import type { PageComponentType } from '../enums';
import { refusedLinks } from '../html';
import { CSS_COLOR, IMAGE_HEIGHT, LAYOUT_CHOICES } from '../page-layout';
import { isReservedPageKey } from '../site-paths';
import { formObject, optionalText, requiredText } from './fields';
import { isLayoutLink } from './link';
import { linkMessage, maxLengthMessage, messages } from './messages';

/** A page key: a lower-case slug ('privacy', 'about-us'); the footer routes use it as their address. */
export const PAGE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_KEY_MAX = 100;
export const LAYOUT_MAX_COMPONENTS = 200;
const LIST_MAX = 50;

const text = (max: number) =>
  v.optional(v.pipe(v.string(messages.invalidValue), v.maxLength(max, maxLengthMessage(max))));
const title = text(300);
const link = v.optional(
  v.nullable(
    v.pipe(
      v.string(messages.invalidUrl),
      v.trim(),
      v.maxLength(2048, messages.invalidUrl),
      v.check((s) => s === '' || isLayoutLink(s), messages.invalidUrl),
    ),
  ),
);
const color = v.optional(
  v.nullable(
    v.pipe(
      v.string(messages.invalidColor),
      v.trim(),
      v.check((s) => s === '' || CSS_COLOR.test(s), messages.invalidColor),
    ),
  ),
);
const choice = (list: keyof typeof LAYOUT_CHOICES) =>
  v.optional(v.picklist(LAYOUT_CHOICES[list], messages.invalidValue));
const list = <TItem extends v.GenericSchema>(item: TItem) =>
  v.optional(
    v.pipe(v.array(item, messages.invalidValue), v.maxLength(LIST_MAX, messages.layoutTooManyItems)),
  );

const statItem = formObject({
  icon: choice('statIcon'),
  /** A figure as shown ('۵۰۰+'); a number is kept as its text. */
  value: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], messages.invalidValue),
      v.transform(String),
      v.maxLength(50, maxLengthMessage(50)),
    ),
  ),
  label: text(100),
  color: choice('statColor'),
});

const programItem = formObject({
  image: link,
  title,
  description: text(1000),
  link,
});

const testimonialItem = formObject({
  content: text(2000),
  name: text(100),
  role: text(100),
  avatar: link,
  rating: v.optional(
    v.pipe(
      v.number(messages.ratingInvalid),
      v.integer(messages.ratingInvalid),
      v.minValue(0, messages.ratingInvalid),
      v.maxValue(5, messages.ratingInvalid),
    ),
  ),
});

/** The props of each component type; keys outside a type's list are dropped. */
export const pageComponentPropsSchemas = {
  hero: formObject({
    title,
    subtitle: text(1000),
    backgroundType: choice('backgroundType'),
    showSlideshow: v.optional(v.boolean(messages.invalidValue)),
    buttonText: text(100),
    buttonLink: link,
    secondaryButtonText: text(100),
    secondaryButtonLink: link,
    backgroundImage: link,
    backgroundColor: color,
  }),
  stats: formObject({
    title,
    subtitle: text(1000),
    /** The spec does not name the list: 'stats' (the seed's) or 'items'. */
    stats: list(statItem),
    items: list(statItem),
  }),
  programs: formObject({
    title,
    subtitle: text(1000),
    programs: list(programItem),
    items: list(programItem),
  }),
  testimonials: formObject({
    title,
    subtitle: text(1000),
    testimonials: list(testimonialItem),
    items: list(testimonialItem),
  }),
  cta: formObject({
    title,
    subtitle: text(1000),
    primaryButtonText: text(100),
    primaryButtonLink: link,
    secondaryButtonText: text(100),
    secondaryButtonLink: link,
    backgroundColor: color,
  }),
  textBlock: formObject({
    /**
     * HTML; the server keeps only what the shared allow-list sanitizer (common/html) allows. A link the link
     * rule refuses is named on the field rather than silently dropped.
     */
    content: v.pipe(
      text(100_000),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.value === undefined) return;
        const [href] = refusedLinks(dataset.value);
        if (href !== undefined) addIssue({ message: linkMessage(href) });
      }),
    ),
    textAlign: choice('textAlign'),
    fontSize: choice('fontSize'),
    textColor: color,
  }),
  imageBlock: formObject({
    src: link,
    alt: text(300),
    caption: text(500),
    width: choice('imageWidth'),
    height: v.optional(
      v.pipe(
        v.string(messages.imageHeightInvalid),
        v.trim(),
        v.check((s) => s === '' || IMAGE_HEIGHT.test(s), messages.imageHeightInvalid),
      ),
    ),
    alignment: choice('alignment'),
  }),
  button: formObject({
    text: text(100),
    link,
    style: choice('buttonStyle'),
    size: choice('buttonSize'),
    alignment: choice('alignment'),
  }),
  spacer: formObject({ height: choice('spacerHeight') }),
} satisfies Record<PageComponentType, v.GenericSchema>;

const componentId = v.optional(
  v.pipe(v.string(messages.invalidValue), v.maxLength(100, maxLengthMessage(100))),
);
const styles = v.optional(
  v.record(v.string(), v.union([v.string(), v.number()], messages.invalidValue), messages.invalidValue),
);
const component = <T extends PageComponentType>(type: T) =>
  formObject({
    id: componentId,
    type: v.literal(type),
    props: v.optional(pageComponentPropsSchemas[type], {}),
    styles,
  });

/** One component: its type one of the nine (anything else is refused on save), its props checked. */
export const pageComponentSchema = v.variant(
  'type',
  [
    component('hero'),
    component('stats'),
    component('programs'),
    component('testimonials'),
    component('cta'),
    component('textBlock'),
    component('imageBlock'),
    component('button'),
    component('spacer'),
  ],
  messages.pageComponentTypeUnknown,
);

/** A layout's components (at most 200). */
export const pageComponentsSchema = v.pipe(
  v.array(pageComponentSchema, messages.layoutDataInvalid),
  v.maxLength(LAYOUT_MAX_COMPONENTS, messages.layoutTooManyComponents),
);

/** JSON text (the spec's layoutData) read into components; blank or absent is an empty page. */
const layoutDataText = v.pipe(
  v.optional(v.nullable(v.string(messages.layoutDataInvalid)), '[]'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const source = dataset.value?.trim() || '[]';
    try {
      return JSON.parse(source) as unknown;
    } catch {
      addIssue({ message: messages.layoutDataInvalid });
      return NEVER;
    }
  }),
  pageComponentsSchema,
);

export const pageLayoutSchema = formObject({
  name: v.pipe(requiredText(messages.pageLayoutNameRequired), v.maxLength(200, maxLengthMessage(200))),
  description: optionalText(1000),
  /** Lower-cased before the format check. */
  pageKey: v.pipe(
    requiredText(messages.pageKeyRequired),
    v.toLowerCase(),
    v.maxLength(PAGE_KEY_MAX, maxLengthMessage(PAGE_KEY_MAX)),
    v.regex(PAGE_KEY_PATTERN, messages.pageKeyFormat),
    v.check((key) => !isReservedPageKey(key), messages.pageKeyReserved),
  ),
  layoutData: layoutDataText,
});

export type PageLayoutFormInput = v.InferInput<typeof pageLayoutSchema>;
export type PageLayoutFormOutput = v.InferOutput<typeof pageLayoutSchema>;
export type PageComponentInput = v.InferOutput<typeof pageComponentSchema>;
