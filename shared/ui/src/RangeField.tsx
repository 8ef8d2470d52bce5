/**
 * A labelled slider: the crop controls of the editor's eyecatch and of the account icon. `bounds` is
 * [min, max, step]. Imported by path (`@shirube/ui/src/RangeField`): only the crop chunks carry it.
 */
import type { ReactNode } from 'react';

export function RangeField(props: {
  className: string;
  label: ReactNode;
  bounds: readonly [min: number, max: number, step: number];
  value: number;
  onChange(value: number): void;
}) {
  const [min, max, step] = props.bounds;
  return (
    <label className={props.className}>
      {props.label}
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </label>
  );
}
