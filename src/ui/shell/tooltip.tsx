import { cloneElement, useEffect, useId, useState, type CSSProperties, type ReactElement } from 'react';
import { TOOLTIP_DEFAULT_WIDTH_PX } from '../../domain/shell/shell-constants';
import styles from './tooltip.module.css';

/**
 * A tooltip (SPEC §9, default width 120 px) on a control that says little by itself (an option
 * swatch, the low-resolution badge). It shows while the control is hovered or focused, Escape hides
 * it (WCAG 1.4.13: dismissable, hoverable, persistent), and screen readers hear its text as the
 * control's description (aria-describedby), whether it shows or not.
 */
export function Tooltip({
  text,
  width = TOOLTIP_DEFAULT_WIDTH_PX,
  place,
  children,
}: {
  text: string;
  width?: number;
  /**
   * An absolutely placed control (the low-resolution badge over a frame): the anchor takes the
   * control's place and class, and the control sits in it unmoved, so the tooltip changes no layout.
   */
  place?: { readonly className: string; readonly style: CSSProperties };
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setShown(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);
  return (
    <span
      className={place ? `${styles.anchor} ${place.className}` : styles.anchor}
      // Inline: the anchor's own class (position: relative) must not win over the placement, whatever order the style sheets load in.
      style={place ? { ...place.style, position: 'absolute' } : undefined}
      onPointerEnter={() => setShown(true)}
      onPointerLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" className={styles.tip} hidden={!shown}>
        <span className={styles.text} style={width === TOOLTIP_DEFAULT_WIDTH_PX ? undefined : { width }}>
          {text}
        </span>
      </span>
    </span>
  );
}
