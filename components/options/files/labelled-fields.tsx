/** The files forms' fields: a labelled select of plain values, and a labelled checkbox. */
export function LabelledSelect<V extends string>(props: {
  label: string;
  value: V | '';
  options: readonly V[];
  /** Shown, disabled, while nothing is chosen yet. */
  placeholder?: string;
  onChange(value: V): void;
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
        {props.placeholder !== undefined && (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

export function LabelledCheckbox(props: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}
