import { useTranslation } from 'react-i18next';
import { PageDialog } from '../../../components/page-dialog';
import type { ProgramLine } from '../api/get-stay-detail';
import styles from './stay-sections.module.css';

export interface ProgrammeLineDetailProps {
  line: ProgramLine;
  /** Origin of the api's images ('' in the browser). */
  apiBase: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

function DetailList({ title, items }: { title: string; items: readonly string[] | null | undefined }) {
  if (!items?.length) return null;
  return (
    <section className={styles.detailBlock}>
      <h3 className={styles.detailTitle}>{title}</h3>
      <ul className={styles.detailList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Everything about one line of the programme: what, where, when, why, the menu of a dinner, what to know. */
export function ProgrammeLineDetail({ line, apiBase, isOpen, onOpenChange }: ProgrammeLineDetailProps) {
  const { t } = useTranslation();
  const facts: [string, string | null | undefined][] = [
    [t('programme.duration'), line.duration],
    [t('programme.where'), line.where],
    [t('programme.when'), line.when],
    [t('programme.participants'), line.activityParticipantsLabel],
  ];
  return (
    <PageDialog title={line.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.detail}>
        {line.imageUrl ? (
          <img className={styles.detailImage} src={`${apiBase}${line.imageUrl}`} alt="" width={640} height={360} />
        ) : null}
        <dl className={styles.lineFacts}>
          {facts
            .filter(([, value]) => Boolean(value))
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <DetailList title={t('programme.includes')} items={line.detailList} />
        <DetailList title={t('programme.menu')} items={line.menu} />
        <DetailList title={t('programme.why')} items={line.whyList} />
        {line.how ? (
          <section className={styles.detailBlock}>
            <h3 className={styles.detailTitle}>{t('programme.how')}</h3>
            <p className={styles.detailText}>{line.how}</p>
          </section>
        ) : null}
        <DetailList title={t('programme.schedules')} items={line.schedules} />
        <DetailList title={t('programme.mustKnow')} items={line.mustKnowList} />
        <DetailList title={t('programme.importantInfos')} items={line.importantInfos} />
      </div>
    </PageDialog>
  );
}
