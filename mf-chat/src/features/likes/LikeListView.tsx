import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { namespace } from '../../app/translations';
import type { LikeList } from './like-lists';
import { LikeGrid } from './LikeGrid';
import { LIST_COUNT_HEIGHT } from './likes-layout';
import { LikesEmpty } from './LikesEmpty';
import { LoadState } from './LoadState';
import { useLikeList } from './useLikes';

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${LIST_COUNT_HEIGHT};
  height: ${LIST_COUNT_HEIGHT};
`;

/**
 * One list as faces, new likes first, with its number of likes. Only mounted for a logged-in member; keyed
 * by list where lists switch, so each starts a fresh load.
 */
export function LikeListView({ list }: { list: LikeList }) {
  const { t } = useTranslation(namespace);
  const { state, retry } = useLikeList(list);
  return (
    <LoadState state={state} onRetry={retry}>
      {(entries) =>
        entries.length === 0 ? (
          <LikesEmpty list={list} />
        ) : (
          <>
            {/* The cards shown, not the raw ids: members the API leaves out are not counted. */}
            <Count role="status">{t(`likes.lists.${list}.count`, { count: entries.length })}</Count>
            <LikeGrid entries={entries} label={t(`likes.lists.${list}.title`)} />
          </>
        )
      }
    </LoadState>
  );
}
