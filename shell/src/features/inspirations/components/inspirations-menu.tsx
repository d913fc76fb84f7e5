import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
// The per-component entry: the shell bundles only the parts of react-aria it uses.
import { FocusScope, useFocusManager, type FocusManager } from 'react-aria/FocusScope';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronIcon } from '../../../components/icons';
import { useShellEnvironment } from '../../../context/shell-environment';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { isInPageClick } from '@escapade/shared-contracts/shop-link';
import { hrefFor } from '../../../utils/route-table';
import type { NavLink, ThemeOfTheWeek } from '../api/get-nav-links';
import { usesColumns } from '../utils/visible-nav-links';
import styles from './inspirations-menu.module.css';

/** The tab that shows the theme of the week (api/README.md: tab ids). */
export const THEMES_TAB_ID = 'themes';

/** Levels of links under a tab: up to four. */
const MAX_LEVEL = 4;

/**
 * An item is selected once the pointer rests on it this long: moving diagonally towards the next
 * level, across other items, does not change the selection on the way.
 */
export const HOVER_INTENT_MS = 120;

/** What the keyboard moves between: the tab buttons, and the links of each level (1 to 4). */
const isTab = (node: Element) => node.hasAttribute('data-nav-tab');
const isTabOf = (tabId: string) => (node: Element) => node.getAttribute('data-nav-tab') === tabId;
const isLinkOfLevel = (level: number) => (node: Element) => node.getAttribute('data-nav-level') === String(level);
const isExpanded = (node: Element) => node.getAttribute('aria-expanded') === 'true';

/**
 * Arrow keys inside an open panel: up and down through the links of a level (round), right into
 * the level an expanded link shows, left back to the link (or tab) that shows this level, Home and
 * End to the level's first and last links.
 */
function moveInLevel(event: KeyboardEvent<HTMLElement>, level: number, openTabId: string, focus: FocusManager): void {
  const sameLevel = { wrap: true, accept: isLinkOfLevel(level) };
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      focus.focusNext(sameLevel);
      break;
    case 'ArrowUp':
      event.preventDefault();
      focus.focusPrevious(sameLevel);
      break;
    case 'ArrowRight':
      if (isExpanded(event.currentTarget) && focus.focusFirst({ accept: isLinkOfLevel(level + 1) })) {
        event.preventDefault();
      }
      break;
    case 'ArrowLeft':
      event.preventDefault();
      focus.focusFirst({
        accept: level === 1 ? isTabOf(openTabId) : (node) => isLinkOfLevel(level - 1)(node) && isExpanded(node),
      });
      break;
    case 'Home':
      event.preventDefault();
      focus.focusFirst({ accept: isLinkOfLevel(level) });
      break;
    case 'End':
      event.preventDefault();
      focus.focusLast({ accept: isLinkOfLevel(level) });
      break;
  }
}

interface MenuControls {
  openTabId: string | null;
  /** Ids selected at levels 1, 2 and 3 of the open tab. */
  path: string[];
  openTab(id: string | null): void;
  select(level: number, id: string): void;
  hover(level: number, id: string | null): void;
  close(): void;
}

interface LevelListProps {
  level: number;
  parent: NavLink;
  selectedId: string | undefined;
  controls: MenuControls;
  onKeyDown(event: KeyboardEvent<HTMLElement>, level?: number): void;
}

function LevelList({ level, parent, selectedId, controls, onKeyDown }: LevelListProps) {
  const { t } = useTranslation('header');
  const { locale } = useShellEnvironment();
  const items = parent.children;
  const columns = usesColumns(level, items.length);
  return (
    <div className={`${styles.level} ${columns ? styles.levelWide : ''}`}>
      {level > 1 ? (
        <Link
          className={styles.seeAll}
          to={hrefFor(locale, parent.target)}
          onClick={(event) => isInPageClick(event) && controls.close()}
          onKeyDown={(event) => onKeyDown(event)}
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
              onMouseEnter={() => controls.hover(level, item._id)}
              onMouseLeave={() => controls.hover(level, null)}
            >
              <Link
                className={`${styles.link} ${selected ? styles.selected : ''}`}
                to={hrefFor(locale, item.target)}
                data-nav-level={level}
                aria-expanded={opensLevel ? selected : undefined}
                onFocus={() => controls.select(level, item._id)}
                onClick={(event) => isInPageClick(event) && controls.close()}
                onKeyDown={(event) => onKeyDown(event, level)}
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

interface ThemeOfTheWeekCardProps {
  theme: ThemeOfTheWeek;
  onNavigate(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

function ThemeOfTheWeekCard({ theme, onNavigate, onKeyDown }: ThemeOfTheWeekCardProps) {
  const { t } = useTranslation('header');
  const { locale, apiBase } = useShellEnvironment();
  const headingId = useId();
  return (
    <aside className={styles.theme} aria-labelledby={headingId}>
      <img
        className={styles.themeImage}
        src={apiImageUrl(apiBase, theme.imageUrl, { width: 560, height: 315 })}
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
        onClick={(event) => isInPageClick(event) && onNavigate()}
        onKeyDown={onKeyDown}
      >
        {t('inspirations.themeOfTheWeekCta')}
      </Link>
    </aside>
  );
}

interface MenuTabsProps extends InspirationsMenuProps {
  controls: MenuControls;
}

/** The tabs and the open tab's panel; inside the menu's focus scope, which the arrow keys move through. */
function MenuTabs({ links, themeOfTheWeek, controls }: MenuTabsProps) {
  const focus = useFocusManager()!;
  const panelIdPrefix = useId();
  const { openTabId, path, openTab, close } = controls;
  // A click right after the hover that opened a tab must not close it again.
  const openedByHover = useRef(false);

  /** Escape anywhere in the open menu closes it and gives the focus back to its tab. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, level?: number) => {
    if (openTabId === null) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      focus.focusFirst({ accept: isTabOf(openTabId) });
    } else if (level !== undefined) {
      moveInLevel(event, level, openTabId, focus);
    }
  };

  /** Left and right go round the tabs (an open menu follows), down opens the tab and enters its first level. */
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: NavLink) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Rendered at once, so its first link can take the focus.
      if (openTabId !== tab._id) flushSync(() => openTab(tab._id));
      focus.focusFirst({ accept: isLinkOfLevel(1) });
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const options = { wrap: true, accept: isTab };
      const next = event.key === 'ArrowRight' ? focus.focusNext(options) : focus.focusPrevious(options);
      if (openTabId !== null && next) openTab(next.getAttribute('data-nav-tab'));
    } else {
      onKeyDown(event);
    }
  };

  return (
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
              onKeyDown={(event) => onTabKeyDown(event, tab)}
            >
              {tab.label}
              <ChevronIcon />
            </button>
            {isOpen ? (
              <div id={panelId} className={styles.panel}>
                <div className={styles.panelInner}>
                  <div className={styles.levels}>
                    {levels.map(({ level, parent: levelParent }) => (
                      <LevelList
                        key={levelParent._id}
                        level={level}
                        parent={levelParent}
                        selectedId={path[level - 1]}
                        controls={controls}
                        onKeyDown={onKeyDown}
                      />
                    ))}
                  </div>
                  {tab._id === THEMES_TAB_ID && themeOfTheWeek ? (
                    <ThemeOfTheWeekCard theme={themeOfTheWeek} onNavigate={close} onKeyDown={onKeyDown} />
                  ) : null}
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

interface InspirationsMenuProps {
  links: NavLink[];
  themeOfTheWeek?: ThemeOfTheWeek;
}

/**
 * The desktop Inspirations menu of the top bar: hovering a tab opens its panel, hovering an item of
 * level 1, 2 or 3 shows the next level, leaving the menu closes it. Keyboard: Enter or Space opens
 * a tab, arrows move through the tabs and levels, Escape closes.
 */
export function InspirationsMenu({ links, themeOfTheWeek }: InspirationsMenuProps) {
  const { t } = useTranslation('header');
  const navRef = useRef<HTMLElement>(null);
  const [openTabId, setOpenTabId] = useState<string | null>(null);
  const [path, setPath] = useState<string[]>([]);

  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const openTab = (id: string | null) => {
    clearTimeout(hoverTimer.current);
    setOpenTabId(id);
    setPath([]);
  };
  const select = (level: number, id: string) =>
    setPath((current) => (current[level - 1] === id ? current : [...current.slice(0, level - 1), id]));
  const controls: MenuControls = {
    openTabId,
    path,
    openTab,
    select,
    hover: (level, id) => {
      clearTimeout(hoverTimer.current);
      if (id !== null) hoverTimer.current = setTimeout(() => select(level, id), HOVER_INTENT_MS);
    },
    close: () => openTab(null),
  };

  // Tabbing out of the menu closes it, as leaving it with the mouse does.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) controls.close();
  };

  if (links.length === 0) return null;

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t('inspirations.label')}
      onMouseLeave={controls.close}
      onBlur={onBlur}
    >
      <FocusScope>
        <MenuTabs links={links} themeOfTheWeek={themeOfTheWeek} controls={controls} />
      </FocusScope>
    </nav>
  );
}
