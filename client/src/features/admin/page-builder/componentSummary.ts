import { toPersianDigits } from '@common/digits';
import { componentTypeLabel } from './componentFields';
import type { EditorComponent } from './editorState';
import { visibleTextOf } from './propsSchemas';

const MAX = 60;

/** A line that tells a component from its neighbours: its title, text or label, shortened. */
export function componentSummary({ props }: EditorComponent): string {
  const first = [props.title, props.text, props.alt].find(
    (value) => typeof value === 'string' && value.trim(),
  );
  const text =
    typeof first === 'string'
      ? first.trim()
      : typeof props.content === 'string'
        ? visibleTextOf(props.content).trim()
        : '';
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text;
}

/** «متن ۳»: the component's type and place, for buttons and announcements. */
export const componentName = (component: EditorComponent, index: number): string =>
  `${componentTypeLabel(component.type)} ${toPersianDigits(index + 1)}`;
