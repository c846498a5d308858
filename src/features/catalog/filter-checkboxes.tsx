// One filter group of the catalogue as native checkboxes in a fieldset, drawn as Mantine's
// (filter-checkboxes.module.css). Mantine's Checkbox is several components deep: the catalogue's
// 23 were 244 of the page's 840 components and half of its 254 Mantine Boxes when the app took
// over the server's page (tests/bench/rendered-tree.bench.ts).
import classes from './filter-checkboxes.module.css';

export function FilterCheckboxes({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.options}>
        {options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="checkbox"
              className={classes.box}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(e) =>
                onChange(
                  e.currentTarget.checked
                    ? [...value, option.value]
                    : value.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
