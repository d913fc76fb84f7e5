import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { activityDetailQuery } from '../api/get-activity-detail';
import { activityImagesQuery } from '../api/get-activity-images';

/**
 * The offer's detail, and its pictures' descriptions beside it. An unknown offer (404) is the
 * page's "expired" state; any other failure of the detail is reported to the shell. Without its
 * pictures' descriptions the page still shows them, named by their position.
 */
export function useActivityDetail(activityId: string) {
  const props = useRemoteProps();
  const api = useApiClient();
  const request = { activityId, locale: props.locale };
  // Without an id there is nothing to ask: the page says the offer expired.
  const enabled = activityId !== '';
  const detail = useQuery({ ...activityDetailQuery(api, request), enabled });
  const images = useQuery({ ...activityImagesQuery(api, request), enabled });

  const reportFailure = useEffectEvent((error: unknown) => props.reportError(error, 'mfe-product'));
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error)) reportFailure(detail.error);
  }, [detail.error]);

  return { detail, imageAlts: images.data?.images.map((image) => image.alt) ?? [] };
}
