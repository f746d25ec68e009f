/** One choice of a `Select` or `RadioGroup`. A disabled option is shown but cannot be chosen [WIDGET-15]. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/**
 * The option `value` names, if it may be chosen: undefined when it is missing or disabled [WIDGET-15].
 * Both `Select` and `RadioGroup` pass every change through this, so no event path can choose a disabled option.
 */
export function choosableOption<V extends string>(
  options: readonly ChoiceOption<V>[],
  value: string,
): ChoiceOption<V> | undefined {
  const option = options.find((o) => o.value === value);
  return option === undefined || option.disabled ? undefined : option;
}
