import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components/Select';
import { Input, Label, TextField } from 'react-aria-components/TextField';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAMES, type RemoteName } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { postOverride } from '../api/post-override';
import styles from './override-form.module.css';

/** The longest manifest address the field takes, as the edge does. */
const MANIFEST_URL_MAX_LENGTH = 500;

/**
 * For QA and teams: loads one remote, in this browser only, from another build's manifest (a dev
 * server, another version on the cdn), or ends every override. The edge checks the address (its
 * origin must be allowed) and keeps the choice; the page then loads again with it.
 */
export function OverrideForm({ reload = () => window.location.reload() }: { reload?(): void }) {
  const { t } = useTranslation('platform');
  const { api, registry } = useShellEnvironment();
  const [remote, setRemote] = useState<RemoteName>('mfe-search');
  const [manifestUrl, setManifestUrl] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (override: string) => {
    setPending(true);
    setRefusal(null);
    try {
      const { refused } = await postOverride(api, override);
      if (refused) setRefusal(refused);
      else reload();
    } catch {
      setRefusal(t('overrides.failed'));
    } finally {
      setPending(false);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(`${remote}@${manifestUrl.trim()}`);
  };

  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-label={t('overrides.formTitle')}>
      <Select className={styles.field} selectedKey={remote} onSelectionChange={(key) => setRemote(key as RemoteName)}>
        <Label>{t('overrides.remote')}</Label>
        <Button className={styles.select}>
          <SelectValue />
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.options}>
            {REMOTE_NAMES.map((name) => (
              <ListBoxItem key={name} id={name} className={styles.option}>
                {name}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <TextField
        className={styles.field}
        type="url"
        isRequired
        maxLength={MANIFEST_URL_MAX_LENGTH}
        value={manifestUrl}
        onChange={setManifestUrl}
      >
        <Label>{t('overrides.manifest')}</Label>
        <Input className={styles.input} placeholder="http://localhost:3201/mf-manifest.json" />
      </TextField>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {t('overrides.refused', { reason: refusal })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" className={styles.button} isPending={pending}>
          {t('overrides.apply')}
        </Button>
        {registry.overrides ? (
          <Button className={styles.button} isPending={pending} onPress={() => void send('reset')}>
            {t('overrides.reset')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
