import type { Flow } from '@escapade/shared-contracts/routes';
import type { CmsBlock } from './cms-block';
import { useRemoteProps } from '../../../context/remote-props';
import { layoutOfBlock } from '../utils/block-layout';
import { BoxesBlock } from './boxes-block';
import { ListBlock } from './list-block';
import { ThemesBlock } from './themes-block';
import { TilesBlock } from './tiles-block';
import { UspBlock } from './usp-block';
import styles from './cms-blocks.module.css';

/** The CMS blocks of the home page, in the CMS order. */
export function CmsBlocks({ blocks, flow }: { blocks: CmsBlock[]; flow: Flow }) {
  const { flags } = useRemoteProps();
  // Gift boxes are sold only where the boxes toggle is on, and the block has its own toggle.
  const showBoxes = flags.boxes && flags.boxesBlock;
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (layoutOfBlock(block)) {
          case 'tiles':
            return <TilesBlock key={key} block={block} flow={flow} />;
          case 'themes':
            return <ThemesBlock key={key} block={block} flow={flow} />;
          case 'usp':
            return <UspBlock key={key} block={block} />;
          case 'boxes':
            return showBoxes ? <BoxesBlock key={key} block={block} /> : null;
          case 'list':
            return <ListBlock key={key} block={block} flow={flow} />;
          case 'hidden':
            return null;
        }
      })}
    </div>
  );
}
