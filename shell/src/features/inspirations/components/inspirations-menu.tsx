import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShellEnvironment } from '../../../context/shell-environment';
import { ChevronIcon } from '../../../components/icons';
import { isPlainLeftClick } from '../../../utils/plain-click';
import { hrefFor } from '../../../utils/route-table';
import type { NavLink, ThemeOfTheWeek } from '../api/get-nav-links';
import { usesColumns } from '../utils/visible-nav-links';
import styles from './inspirations-menu.module.css';

/** The tab that shows the theme of the week (api/README.md: tab ids). */
export const THEMES_TAB_ID = 'themes';

/** Levels of links under a tab (spec: up to four). */
const MAX_LEVEL = 4;

/**
 * An item is selected once the pointer rests on it this long: moving diagonally towards the next
 * level, across other items, does not change the selection on the way.
 */
export const HOVER_INTENT_MS = 120;

interface InspirationsMenuProps {
  links: NavLink[];
  themeOfTheWeek?: ThemeOfTheWeek;
}

interface LevelListProps {
  level: number;
  parent: NavLink;
  selectedId: string | undefined;
  onSelect(level: number, id: string): void;
  onHover(level: number, id: string | null): void;
  onNavigate(): void;
}

function LevelList({ level, parent, selectedId, onSelect, onHover, onNavigate }: LevelListProps) {
  const { t } = useTranslation();
  const { locale } = useShellEnvironment();
  const items = parent.children;
  const columns = usesColumns(level, items.length);
  return (
    <div className={`${styles.level} ${columns ? styles.levelWide : ''}`}>
      {level > 1 ? (
        <Link
          className={styles.seeAll}
          to={hrefFor(locale, parent.target)}
          onClick={(event) => isPlainLeftClick(event) && onNavigate()}
        >
          {t('inspirations.seeAll', { label: parent.label })}
        </Link>
      ) : null}
      <ul
        className={columns ? styles.columns : styles.list}
        data-columns={columns ? 'true' : 'false'}
        aria-label={parent.label}
      >
        {items.map((item) => {
          const opensLevel = level < MAX_LEVEL && item.children.length > 0;
          const selected = item._id === selectedId;
          return (
            <li
              key={item._id}
              className={styles.entry}
              onMouseEnter={() => onHover(level, item._id)}
              onMouseLeave={() => onHover(level, null)}
            >
              <Link
                className={`${styles.link} ${selected ? styles.selected : ''}`}
                to={hrefFor(locale, item.target)}
                data-nav-level={level}
                aria-expanded={opensLevel ? selected : undefined}
                onFocus={() => onSelect(level, item._id)}
                onClick={(event) => isPlainLeftClick(event) && onNavigate()}
              >
                <span className={styles.linkLabel}>{item.label}</span>
                {opensLevel ? <ChevronIcon direction="right" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ThemeOfTheWeekCard({ theme, onNavigate }: { theme: ThemeOfTheWeek; onNavigate(): void }) {
  const { t } = useTranslation();
  const { locale, apiBase } = useShellEnvironment();
  const headingId = useId();
  return (
    <aside className={styles.theme} aria-labelledby={headingId}>
      <img
        className={styles.themeImage}
        src={`${apiBase}${theme.imageUrl}?w=560&h=315`}
        alt=""
        width={280}
        height={158}
      />
      <p className={styles.themeKicker}>{t('inspirations.themeOfTheWeek')}</p>
      <p id={headingId} className={styles.themeLabel}>
        {theme.label}
      </p>
      <Link
        className={styles.themeCta}
        to={hrefFor(locale, theme.target)}
        onClick={(event) => isPlainLeftClick(event) && onNavigate()}
      >
        {t('inspirations.themeOfTheWeekCta')}
      </Link>
    </aside>
  );
}

/**
 * The desktop Inspirations menu (spec shell §2 "Top bar"): hovering a tab opens its panel, hovering
 * an item of level 1, 2 or 3 shows the next level, leaving the menu closes it. Keyboard: Enter or
 * Space opens a tab, arrows move through the tabs and levels, Escape closes.
 */
export function InspirationsMenu({ links, themeOfTheWeek }: InspirationsMenuProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const [openTabId, setOpenTabId] = useState<string | null>(null);
  /** Ids selected at levels 1, 2 and 3 of the open tab. */
  const [path, setPath] = useState<string[]>([]);
  const panelIdPrefix = useId();
  // A click right after the hover that opened a tab must not close it again.
  const openedByHover = useRef(false);

  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const openTab = (id: string | null) => {
    clearTimeout(hoverTimer.current);
    setOpenTabId(id);
    setPath([]);
  };
  const close = () => openTab(null);
  const select = (level: number, id: string) =>
    setPath((current) => (current[level - 1] === id ? current : [...current.slice(0, level - 1), id]));
  const hover = (level: number, id: string | null) => {
    clearTimeout(hoverTimer.current);
    if (id !== null) hoverTimer.current = setTimeout(() => select(level, id), HOVER_INTENT_MS);
  };

  const tabButtons = () => [...(navRef.current?.querySelectorAll<HTMLButtonElement>('[data-nav-tab]') ?? [])];
  const linksOfLevel = (level: number) => [
    ...(navRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-nav-level="${level}"]`) ?? []),
  ];
  const focusTab = (id: string) =>
    tabButtons()
      .find((button) => button.dataset.navTab === id)
      ?.focus();

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: NavLink, index: number) => {
    const buttons = tabButtons();
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Rendered at once, so its first link can take the focus.
      if (openTabId !== tab._id) flushSync(() => openTab(tab._id));
      linksOfLevel(1)[0]?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = buttons[(index + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
      if (openTabId !== null && next) openTab(next.dataset.navTab ?? null);
      next?.focus();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const level = Number(target.dataset.navLevel);
    if (!level) return;
    const siblings = linksOfLevel(level);
    const index = siblings.indexOf(target as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : siblings.length - 1;
      siblings[(index + step) % siblings.length]?.focus();
    } else if (event.key === 'ArrowRight') {
      const first = linksOfLevel(level + 1)[0];
      if (first && target.getAttribute('aria-expanded') === 'true') {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      if (level === 1 && openTabId) focusTab(openTabId);
      else
        linksOfLevel(level - 1)
          .find((link) => link.getAttribute('aria-expanded') === 'true')
          ?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? siblings[0] : siblings.at(-1))?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openTabId === null) return;
    event.preventDefault();
    const tabId = openTabId;
    close();
    focusTab(tabId);
  };

  // Tabbing out of the menu closes it, as leaving it with the mouse does.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  if (links.length === 0) return null;

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t('inspirations.label')}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul className={styles.tabs}>
        {links.map((tab, index) => {
          const isOpen = tab._id === openTabId;
          const panelId = `${panelIdPrefix}-${index}`;
          // Each level shows the children of the item selected one level up.
          const levels: { level: number; parent: NavLink }[] = [];
          let parent: NavLink | undefined = tab;
          for (let level = 1; isOpen && parent && parent.children.length > 0 && level <= MAX_LEVEL; level += 1) {
            levels.push({ level, parent });
            const selectedId: string | undefined = path[level - 1];
            parent = parent.children.find((child) => child._id === selectedId);
          }
          return (
            <li key={tab._id} className={styles.tabItem}>
              <button
                type="button"
                className={`${styles.tab} ${isOpen ? styles.tabOpen : ''}`}
                data-nav-tab={tab._id}
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                onMouseEnter={() => {
                  if (openTabId === tab._id) return;
                  openedByHover.current = true;
                  openTab(tab._id);
                }}
                onClick={() => {
                  const keepOpen = isOpen && openedByHover.current;
                  openedByHover.current = false;
                  if (!keepOpen) openTab(isOpen ? null : tab._id);
                }}
                onKeyDown={(event) => onTabKeyDown(event, tab, index)}
              >
                {tab.label}
                <ChevronIcon />
              </button>
              {isOpen ? (
                <div id={panelId} className={styles.panel} onKeyDown={onPanelKeyDown}>
                  <div className={styles.panelInner}>
                    <div className={styles.levels}>
                      {levels.map(({ level, parent: levelParent }) => (
                        <LevelList
                          key={levelParent._id}
                          level={level}
                          parent={levelParent}
                          selectedId={path[level - 1]}
                          onSelect={select}
                          onHover={hover}
                          onNavigate={close}
                        />
                      ))}
                    </div>
                    {tab._id === THEMES_TAB_ID && themeOfTheWeek ? (
                      <ThemeOfTheWeekCard theme={themeOfTheWeek} onNavigate={close} />
                    ) : null}
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
