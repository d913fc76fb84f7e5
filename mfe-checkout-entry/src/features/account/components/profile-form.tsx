import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Select, SelectValue } from 'react-aria-components/Select';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { PROFILE_QUERY_KEY, type AccountProfile, type ProfileCivility } from '../api/get-profile';
import { putProfile } from '../api/put-profile';
import { focusField, useFieldChecks } from '../state/use-field-checks';
import { readApiFailure } from '../../../utils/api-failure';
import { isSignedOutError } from '../utils/sign-in-failure';
import { countryOptions } from '../../../utils/countries';
import {
  PROFILE_FIELDS,
  profileProblems,
  profileToSave,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from '../utils/profile-values';
import { FormField } from './form-field';
import styles from './account-forms.module.css';

type SaveState = 'idle' | 'saved' | 'invalid' | 'refused' | 'failed';

/** The customer's details: names, civility, phone and address (the checkout's buyer form starts from them). */
export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile));
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const checks = useFieldChecks(profileProblems(values), PROFILE_FIELDS);
  const [countries] = useState(() => countryOptions(props.locale, profile.country));

  const save = useMutation({
    mutationFn: (details: AccountProfile) => putProfile(api, details),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      setSaveState('saved');
    },
    onError: async (error) => {
      // The customer's sign-in ended meanwhile: the page asks to sign in again.
      if (isSignedOutError(error)) {
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        return;
      }
      const failure = await readApiFailure(error);
      if (failure.status === 400) setSaveState('refused');
      else {
        props.reportError(error, 'mfe-checkout-entry');
        setSaveState('failed');
      }
    },
  });

  function change<F extends ProfileField>(field: F, value: ProfileValues[F]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setSaveState('idle');
  }

  const field = (name: Exclude<ProfileField, 'civility' | 'country'>) => ({
    name,
    value: values[name],
    onChange: (value: string) => change(name, value),
    onBlur: () => checks.touch(name),
    problem: checks.problemOf(name),
    confirmed: checks.isConfirmed(name, values[name]),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = checks.submit();
    if (invalid[0]) {
      setSaveState('invalid');
      focusField(form.current, invalid[0]);
      return;
    }
    save.mutate(profileToSave(profile.email, values));
  }

  const message =
    saveState === 'invalid' || saveState === 'refused'
      ? t('account.profile.invalid')
      : saveState === 'failed'
        ? t('account.profile.saveFailed')
        : '';

  return (
    <Form ref={form} className={styles.profileForm} onSubmit={submit} validationBehavior="aria">
      <p className={styles.requiredHint}>{t('account.fields.requiredHint')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.profile.identity')}</legend>
        <FormField
          name="email"
          type="email"
          label={t('account.fields.email')}
          value={profile.email}
          description={t('account.profile.emailHint')}
          isReadOnly
        />
        <RadioGroup
          className={styles.radioGroup}
          name="civility"
          orientation="horizontal"
          value={values.civility || null}
          onChange={(value) => change('civility', value as ProfileCivility)}
        >
          <Label className={styles.label}>{t('account.profile.civility')}</Label>
          <div className={styles.radios}>
            <Radio className={styles.radio} value="MRS">
              {t('account.profile.mrs')}
            </Radio>
            <Radio className={styles.radio} value="MR">
              {t('account.profile.mr')}
            </Radio>
          </div>
        </RadioGroup>
        <div className={styles.pair}>
          <FormField
            {...field('firstName')}
            autoComplete="given-name"
            label={t('account.fields.firstName')}
            isRequired
          />
          <FormField
            {...field('lastName')}
            autoComplete="family-name"
            label={t('account.fields.lastName')}
            isRequired
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.profile.contact')}</legend>
        <FormField {...field('phoneNumber')} type="tel" autoComplete="tel" label={t('account.profile.phone')} />
        <FormField {...field('addressLine')} autoComplete="street-address" label={t('account.profile.address')} />
        <div className={styles.pair}>
          <FormField {...field('postalCode')} autoComplete="postal-code" label={t('account.profile.postalCode')} />
          <FormField {...field('city')} autoComplete="address-level2" label={t('account.profile.city')} />
        </div>
        <Select
          className={styles.field}
          name="country"
          placeholder={t('account.profile.chooseCountry')}
          selectedKey={values.country || null}
          onSelectionChange={(key) => change('country', key === null ? '' : String(key))}
          autoComplete="country"
        >
          <Label className={styles.label}>{t('account.profile.country')}</Label>
          <Button className={styles.selectButton}>
            <SelectValue className={styles.selectValue} />
            <span aria-hidden="true" className={styles.selectArrow}>
              ▾
            </span>
          </Button>
          <Popover className={styles.selectPopover}>
            <ListBox className={styles.listBox} items={countries}>
              {(country) => (
                <ListBoxItem className={styles.option} id={country.code} textValue={country.name}>
                  {country.name}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
      </fieldset>
      <div className={styles.formFooter}>
        <Button className={styles.submit} type="submit" isPending={save.isPending}>
          {save.isPending ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
        <p className={styles.savedMessage} role="status">
          {saveState === 'saved' ? t('account.profile.saved') : ''}
        </p>
      </div>
      <p className={styles.formMessage} role="alert">
        {message}
      </p>
    </Form>
  );
}
