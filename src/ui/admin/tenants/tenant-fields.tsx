import { observer } from 'mobx-react-lite';
import type { TenantSettingsStore } from '../../../application/admin/tenant-settings-store';
import type { FlagField, TenantForm, TextField } from '../../../application/admin/tenant-form';
import styles from '../admin-kit.module.css';
import catalogue from '../catalogue/catalogue.module.css';
import tenantStyles from './tenants.module.css';

/** One text field of the tenant form: its label, its hint, and the domain's problem with it in words (both describe the control). */
export const TextInput = observer(function TextInput({
  store,
  field,
  label,
  hint,
  lines,
  wide,
  secret,
}: {
  store: TenantSettingsStore;
  field: TextField;
  label: string;
  hint?: string;
  lines?: number;
  wide?: boolean;
  secret?: boolean;
}) {
  const form = store.form as TenantForm;
  const problem = store.problemOf(field);
  const id = `tenant-${field}`;
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: form[field],
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
  } as const;
  // The label holds only its words: a hint or a problem inside it became part of the field's name
  // ("Brand Brand is required"); they describe the control instead. Three rows (label, control, notes),
  // which an aligned fieldset lines up with its neighbours' (the product form's way).
  return (
    <div className={`${styles.field} ${catalogue.slot} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {lines ? (
        <textarea {...common} rows={lines} onChange={(e) => store.edit(field, e.target.value)} />
      ) : (
        <input
          {...common}
          type={secret ? 'password' : 'text'}
          {...(secret ? { autoComplete: 'off' } : {})}
          onChange={(e) => store.edit(field, e.target.value)}
        />
      )}
      {(hint || problem) && (
        <span className={catalogue.notes}>
          {hint && (
            <span id={`${id}-hint`} className={catalogue.placeBadge}>
              {hint}
            </span>
          )}
          {problem && (
            <span id={`${id}-problem`} className={catalogue.problem}>
              {problem}
            </span>
          )}
        </span>
      )}
    </div>
  );
});

/** A yes/no setting as a checkbox with its label. */
export const FlagInput = observer(function FlagInput({ store, field, label }: { store: TenantSettingsStore; field: FlagField; label: string }) {
  const id = `tenant-${field}`;
  return (
    <label className={tenantStyles.flag} htmlFor={id}>
      <input id={id} type="checkbox" checked={(store.form as TenantForm)[field]} onChange={(e) => store.edit(field, e.target.checked)} />
      {label}
    </label>
  );
});

/** A choice among a few values. */
export const ChoiceInput = observer(function ChoiceInput<K extends 'homeVariant' | 'productInstructions' | 'promoCombination'>({
  store,
  field,
  label,
  options,
}: {
  store: TenantSettingsStore;
  field: K;
  label: string;
  options: ReadonlyArray<readonly [TenantForm[K], string]>;
}) {
  const id = `tenant-${field}`;
  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <select id={id} value={(store.form as TenantForm)[field]} onChange={(e) => store.edit(field, e.target.value as TenantForm[K])}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
});
