import type React from 'react';
import { FiAlertCircle } from 'react-icons/fi';
import * as styles from './contact-form.module.css';

type FormFieldProps = {
  /** The id of the control inside; its message gets `${id}-error`, which the control must name in aria-describedby. */
  id: string;
  label: string;
  error?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  children: React.ReactNode;
};

/** One labelled control of a form, with its message underneath when something is wrong. */
export function FormField({ id, label, error, wide = false, children }: FormFieldProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <FiAlertCircle aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
