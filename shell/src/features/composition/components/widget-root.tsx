import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { LifeCycles } from 'single-spa';
import type { ParcelLoadOptions } from '../utils/load-remote-module';
import { ParcelOutlet } from './parcel-outlet';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

export interface WidgetRootProps {
  i18n: i18n;
  name: string;
  /** The widget's remote and its deployed version. */
  remote: string;
  version: string | null;
  manifestUrl: string | null;
  /** False when the widget's remote is switched off here: the panel shows, without Retry. */
  enabled: boolean;
  load(options: ParcelLoadOptions): Promise<LifeCycles>;
  parcelProps: object;
  reportError(error: unknown, source: string): void;
  onSettled(): void;
}

function SwitchedOffWidget({ onSettled }: { onSettled(): void }) {
  useEffect(() => onSettled(), [onSettled]);
  return <RemoteUnavailablePanel />;
}

/** The React root the shell renders into an element a remote lent it for a widget. */
export function WidgetRoot({
  i18n,
  name,
  remote,
  version,
  manifestUrl,
  enabled,
  load,
  parcelProps,
  reportError,
  onSettled,
}: WidgetRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {enabled ? (
        <ParcelOutlet
          name={name}
          remote={remote}
          version={version}
          manifestUrl={manifestUrl}
          load={load}
          parcelProps={parcelProps}
          reportError={reportError}
          size="widget"
          onSettled={onSettled}
        />
      ) : (
        <SwitchedOffWidget onSettled={onSettled} />
      )}
    </I18nextProvider>
  );
}
