import { useId, type ReactNode } from 'react';
import styles from './purchase-card.module.css';

export interface PurchaseCardProps {
  /** A word above the title saying what kind of purchase it is ("Gift box"). */
  kicker?: string;
  title: string;
  photo?: { src: string; alt: string } | null;
  children: ReactNode;
}

/** What is bought: its photo, its name and the sections that describe it. */
export function PurchaseCard({ kicker, title, photo, children }: PurchaseCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      {photo ? <img className={styles.photo} src={photo.src} alt={photo.alt} width={960} height={540} /> : null}
      <div className={styles.body}>
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** One titled part of the purchase card (the dates, the cancellation, the programme…). */
export function PurchaseSubsection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.subsection} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Short facts side by side on wide screens: a label and its value. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact, index) => (
        <div key={`${index}-${fact.label}`} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A bulleted list of plain lines (what is included, the programme). */
export function LineList({ lines }: { lines: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ul>
  );
}

/** A paragraph of the purchase card; `muted` for secondary information. */
export function PurchaseText({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <p className={muted ? styles.muted : styles.text}>{children}</p>;
}
