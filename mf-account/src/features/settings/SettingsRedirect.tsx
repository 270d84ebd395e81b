import { useEffect } from 'react';
import { DATA_EXPORT_TOKEN_PARAM } from 'contract/constants';
import { pathTo } from 'shared-ui/kernel';
import { useLocation, useNavigate } from 'shared-ui/router';

/**
 * Links mailed before the settings had sub-screens point at the list: the data export's download link opens
 * the privacy sub-screen that holds the export, with its query kept.
 */
export function SettingsRedirect() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const toPrivacy = new URLSearchParams(search).has(DATA_EXPORT_TOKEN_PARAM);
  useEffect(() => {
    if (toPrivacy) void navigate(`${pathTo('notifications-privacy')}${search}`, { replace: true });
  }, [toPrivacy, search, navigate]);
  return null;
}
