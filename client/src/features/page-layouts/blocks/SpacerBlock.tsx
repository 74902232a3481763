import { choice, type Props } from '../layoutProps';

const HEIGHTS = { small: 'h-4', medium: 'h-8', large: 'h-16', xlarge: 'h-24' } as const;

/** spacer: empty room of one of four heights. */
export function SpacerBlock({ props }: { props: Props }) {
  const height =
    HEIGHTS[choice(props, 'height', Object.keys(HEIGHTS) as Array<keyof typeof HEIGHTS>, 'medium')];
  return <div aria-hidden="true" className={height} />;
}
