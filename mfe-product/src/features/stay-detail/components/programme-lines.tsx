import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { OnDemand } from '../../../components/on-demand';
import { useRemoteProps } from '../../../context/remote-props';
import { onDemandComponent } from '../../../utils/on-demand-component';
import type { ProgramLine } from '../api/get-stay-detail';
import { StayIcon } from './stay-icon';
import styles from './stay-sections.module.css';

const ProgrammeLineDetail = onDemandComponent(() =>
  import(/* webpackChunkName: "programme-line-detail" */ './programme-line-detail').then(
    (module) => module.ProgrammeLineDetail,
  ),
);

/** A line has something to open when the api sent more than its title (the room line has its own section). */
function hasDetail(line: ProgramLine): boolean {
  return line.type !== 'room' && line.where !== undefined;
}

/**
 * The programme of the stay, one line per night, meal and activity; a line with details opens them
 * in a dialog (what, where, when, why, the menu of a dinner, what to know).
 */
export function ProgrammeLines({ lines }: { lines: readonly ProgramLine[] }) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [shownIndex, setShownIndex] = useState<number | null>(null);
  const shownLine = shownIndex === null ? undefined : lines[shownIndex];
  return (
    <>
      <ul className={styles.includes}>
        {lines.map((line, index) => (
          <li key={`${line.type}-${index}`} className={styles.includedLine}>
            <span className={styles.includedIcon}>
              <StayIcon kind={line.type} />
            </span>
            {hasDetail(line) ? (
              <Button
                className={styles.lineButton}
                {...ProgrammeLineDetail.overlayOpenerProps(openIndex === index, () => {
                  setShownIndex(index);
                  setOpenIndex(index);
                })}
              >
                <span>{line.title}</span>
                <span className={styles.more}>{t('programme.seeDetail')}</span>
              </Button>
            ) : (
              <span className={styles.lineText}>{line.title}</span>
            )}
          </li>
        ))}
      </ul>
      {shownLine ? (
        <OnDemand part="programme-line-detail" fallback={null}>
          <ProgrammeLineDetail.Component
            line={shownLine}
            apiBase={apiBase}
            isOpen={openIndex !== null}
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpenIndex(null);
            }}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
