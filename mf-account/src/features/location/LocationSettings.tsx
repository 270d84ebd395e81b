import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, useToast } from 'shared-ui';
import { request, userAtom, type GeocodePlace } from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { geocodeAt } from './geocode';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/** idle, active (finding the position and its place), confirm (the found place), error (denied or none). */
type State =
  | { name: 'idle' }
  | { name: 'active' }
  | { name: 'confirm'; place: GeocodePlace }
  | { name: 'error'; reason: 'denied' | 'failed' };

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "city, region, country" in the reader's language. */
export function placeText(place: Pick<GeocodePlace, 'city' | 'region' | 'country'>, language: string) {
  return [place.city, place.region, countryName(place.country, language)].filter(Boolean).join(', ');
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    // A town's precision is enough: no need to wake the GPS.
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 10 * 60_000,
    });
  });
}

const PERMISSION_DENIED = 1;

/**
 * The location settings: a geolocation button (states active and error) that finds the town the member is
 * in; the member confirms the place before it is saved as country, region and city of the profile. It sits
 * in the own profile's location section, which shows the saved place.
 */
export function LocationSettings() {
  const { t, i18n } = useTranslation(namespace);
  const setUser = useSetAtom(userAtom);
  const { toast } = useToast();
  const [state, setState] = useState<State>({ name: 'idle' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const locate = async () => {
    setState({ name: 'active' });
    setFailure(null);
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === PERMISSION_DENIED;
      setState({ name: 'error', reason: denied ? 'denied' : 'failed' });
      return;
    }
    const place = await geocodeAt(position.coords.latitude, position.coords.longitude);
    setState(place ? { name: 'confirm', place } : { name: 'error', reason: 'failed' });
  };

  const save = async (place: GeocodePlace) => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await request('PUT /api/profile.php', {
        json: { country: place.country, region: place.region, city: place.city },
      });
      setUser(answer.user);
      setState({ name: 'idle' });
      toast({ tone: 'success', message: t('ownProfile.location.saved') });
    } catch (error) {
      setFailure((await describeAccountError(error, t)).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <Text>{t('ownProfile.location.lead')}</Text>
      {state.name !== 'confirm' && (
        <Button
          type="button"
          variant={state.name === 'error' ? 'outline' : 'secondary'}
          data-state={state.name}
          aria-busy={state.name === 'active'}
          disabled={state.name === 'active'}
          onClick={() => void locate()}
        >
          {state.name === 'active' ? t('ownProfile.location.locating') : t('ownProfile.location.locate')}
        </Button>
      )}
      <div role="status" aria-live="polite">
        {state.name === 'error' && (
          <Alert tone="danger">
            {t(state.reason === 'denied' ? 'ownProfile.location.denied' : 'ownProfile.location.failed')}
          </Alert>
        )}
        {state.name === 'confirm' && (
          <Alert tone="info" title={t('ownProfile.location.confirm')}>
            <p>{placeText(state.place, i18n.language)}</p>
            <Actions>
              <Button
                type="button"
                size="sm"
                disabled={saving}
                aria-busy={saving}
                onClick={() => void save(state.place)}
              >
                {t('ownProfile.location.save')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={saving}
                onClick={() => setState({ name: 'idle' })}
              >
                {t('ownProfile.location.cancel')}
              </Button>
            </Actions>
          </Alert>
        )}
      </div>
      {failure && <Alert tone="danger">{failure}</Alert>}
    </div>
  );
}
