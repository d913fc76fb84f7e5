import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { MountProviders } from '../mount-providers';

/** Renders inside the providers of a mount, as the shell would. */
export function renderInMount(ui: ReactNode, props: RemoteProps) {
  return render(<MountProviders props={props}>{ui}</MountProviders>);
}
