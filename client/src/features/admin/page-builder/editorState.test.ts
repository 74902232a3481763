import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES } from './componentFields';
import {
  addComponent,
  duplicateComponent,
  type EditorComponent,
  moveComponent,
  newComponentId,
  readComponents,
  removeComponent,
  setProps,
  writeComponents,
} from './editorState';

const stored = [
  { id: 'hero-1', type: 'hero', props: { title: 'سلام' }, styles: { padding: '1rem' } },
  { id: 'text-1', type: 'textBlock', props: { content: '<p>متن</p>' } },
  { id: 'q', type: 'carousel', props: { a: 1 } },
];
const ids = (components: EditorComponent[]) => components.map((c) => c.id);

describe('the page builder’s editor state', () => {
  it('reads a layout’s JSON text and writes it back unchanged', () => {
    const { components, error } = readComponents(JSON.stringify(stored));
    expect(error).toBeNull();
    expect(JSON.parse(writeComponents(components))).toEqual(stored);
  });

  it('gives ids to components without one or with a repeated one', () => {
    const { components } = readComponents(
      JSON.stringify([
        { type: 'spacer', props: {} },
        { id: 'a', type: 'spacer' },
        { id: 'a', type: 'spacer' },
      ]),
    );
    expect(ids(components)).toEqual(['component-1', 'a', 'spacer-1']);
  });

  it('says why data that is not a list of components cannot be edited', () => {
    expect(readComponents('{bad').error).toBeTruthy();
    expect(readComponents('{"a":1}')).toEqual({
      components: [],
      error: 'داده‌ی چیدمان باید فهرستی از مؤلفه‌ها باشد',
    });
    expect(readComponents('')).toEqual({ components: [], error: null });
  });

  it('adds a component of any of the nine types with its Persian defaults, at the end', () => {
    const { components } = readComponents(JSON.stringify(stored));
    const next = addComponent(components, 'hero');
    expect(ids(next)).toEqual(['hero-1', 'text-1', 'q', 'hero-2']);
    expect(next[3]).toMatchObject({
      type: 'hero',
      props: { title: 'عنوان صفحه', backgroundType: 'gradient' },
    });
    expect(newComponentId(components, next)).toBe('hero-2');
    // The other eight types (propsSchemas.test pins the list of nine).
    for (const { type } of COMPONENT_TYPES.filter((spec) => spec.type !== 'hero')) {
      expect(addComponent([], type)[0]).toMatchObject({ id: `${type}-1`, type });
    }
    expect(addComponent(components, 'carousel')).toEqual(components);
  });

  it('duplicates a component right after it, with a new id and its own copy of the props', () => {
    const { components } = readComponents(
      JSON.stringify([
        { id: 'stats-1', type: 'stats', props: { stats: [{ value: '1', label: 'الف' }] } },
        stored[1],
      ]),
    );
    const next = duplicateComponent(components, 'stats-1');
    expect(ids(next)).toEqual(['stats-1', 'stats-2', 'text-1']);
    expect(next[1].props).toEqual(next[0].props);
    (next[1].props.stats as Array<{ label: string }>)[0].label = 'ب';
    expect((next[0].props.stats as Array<{ label: string }>)[0].label).toBe('الف');
    expect(duplicateComponent(next, 'missing')).toEqual(next);
  });

  it('does not duplicate a component of an unknown type', () => {
    const { components } = readComponents(JSON.stringify(stored));
    expect(ids(duplicateComponent(components, 'q'))).toEqual(['hero-1', 'text-1', 'q']);
  });

  it('moves a component to another place (clamped to the list)', () => {
    const { components } = readComponents(JSON.stringify(stored));
    expect(ids(moveComponent(components, 'q', 0))).toEqual(['q', 'hero-1', 'text-1']);
    expect(ids(moveComponent(components, 'hero-1', 99))).toEqual(['text-1', 'q', 'hero-1']);
    expect(ids(moveComponent(components, 'text-1', -3))).toEqual(['text-1', 'hero-1', 'q']);
  });

  it('removes a component and changes one’s props', () => {
    const { components } = readComponents(JSON.stringify(stored));
    expect(ids(removeComponent(components, 'text-1'))).toEqual(['hero-1', 'q']);
    const next = setProps(components, 'hero-1', { title: 'تازه' });
    expect(next[0]).toEqual({
      id: 'hero-1',
      type: 'hero',
      props: { title: 'تازه' },
      styles: { padding: '1rem' },
    });
    expect(components[0].props).toEqual({ title: 'سلام' });
  });
});
