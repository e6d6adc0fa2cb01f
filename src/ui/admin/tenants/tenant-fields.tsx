import { observer } from 'mobx-react-lite';
import type { TenantSettingsStore } from '../../../application/admin/tenant-settings-store';
import type { FlagField, TenantForm, TextField } from '../../../application/admin/tenant-form';
import styles from '../admin-kit.module.css';
import { LabelledField } from '../labelled-field';
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
  const id = `tenant-${field}`;
  return (
    <LabelledField id={id} label={label} hint={hint} problem={store.problemOf(field)} className={wide ? styles.wide : ''}>
      {(described) =>
        lines ? (
          <textarea id={id} value={form[field]} {...described} rows={lines} onChange={(e) => store.edit(field, e.target.value)} />
        ) : (
          <input
            id={id}
            value={form[field]}
            {...described}
            type={secret ? 'password' : 'text'}
            {...(secret ? { autoComplete: 'off' } : {})}
            onChange={(e) => store.edit(field, e.target.value)}
          />
        )
      }
    </LabelledField>
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
