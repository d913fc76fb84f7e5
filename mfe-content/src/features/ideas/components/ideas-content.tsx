import type { CmsIdeas } from '../api/get-cms-ideas';
import { IdeasRegions } from './ideas-regions';
import { IdeasSection } from './ideas-section';
import styles from './ideas.module.css';

/** Covers of the first section that load at once: its first row on desktops, in sight on arrival. */
const EAGER_IDEA_IMAGES = 3;

/** The weekend ideas page: title and intro, the sections of idea tiles, then the regions. */
export function IdeasContent({ ideas }: { ideas: CmsIdeas }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{ideas.title}</h1>
        {ideas.intro ? <p className={styles.intro}>{ideas.intro}</p> : null}
      </header>
      {ideas.sections.map((section, index) => (
        <IdeasSection key={section.id} section={section} eagerImages={index === 0 ? EAGER_IDEA_IMAGES : 0} />
      ))}
      <IdeasRegions regions={ideas.regions} />
    </div>
  );
}
