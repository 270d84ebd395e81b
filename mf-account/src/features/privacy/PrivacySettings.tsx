import { useAtomValue } from 'jotai';
import { userAtom } from 'shared-ui/kernel';
import { DataExportSection } from '../data-export/DataExportSection';
import { BlockedMembers } from './BlockedMembers';
import { InvisibleMode } from './InvisibleMode';

/** The privacy sub-screen of the settings: who sees the member, who is kept out, and the member's data. */
export function PrivacySettings() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <>
      <InvisibleMode invisible={user.invisible} />
      <BlockedMembers />
      <DataExportSection />
    </>
  );
}
