/** A labelled non-negative number box whose value stays the text the user typed. */
export function NumberField(props: {
  label: string;
  value: string;
  step: string;
  onChange(value: string): void;
}) {
  return (
    <label>
      {props.label}
      <input
        type="number"
        min="0"
        step={props.step}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
