import { useId } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { namespace } from '../../app/translations';
import { AGE_FILTER_MAX, ageModeOf, rangeFromSlider, sliderValues, type AgeRange } from './age-range';

const Group = styled.div`
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Value = styled.output`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/* A track as wide as the sheet, with thumbs big enough for a thumb (44 px of touch around a 24 px knob). */
const Root = styled(Slider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: ${({ theme }) => theme.touchTarget};
  touch-action: none;
  user-select: none;
`;

const Track = styled(Slider.Track)`
  position: relative;
  flex-grow: 1;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Range = styled(Slider.Range)`
  position: absolute;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

const Thumb = styled(Slider.Thumb)`
  display: block;
  width: 24px;
  height: 24px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: grab;

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: 2px;
  }
`;

export interface AgeSliderProps {
  value: AgeRange;
  onChange: (value: AgeRange) => void;
  /** The youngest age offered (the site's minimum age). */
  youngest: number;
}

/**
 * The age filter as one track with two thumbs. The whole track is all ages, and the top thumb at the end
 * means "and older" (the spec's three modes: all ages, a range, N+). Each thumb is a labelled slider of its
 * own for the keyboard (arrows, Page Up/Down, Home/End) and screen readers.
 */
export function AgeSlider({ value, onChange, youngest }: AgeSliderProps) {
  const { t } = useTranslation(namespace);
  const labelId = useId();
  const [min, max] = sliderValues(value, youngest);
  const mode = ageModeOf(value);
  const summary =
    mode === 'all'
      ? t('filters.age.all')
      : mode === 'min'
        ? t('filters.age.plus', { age: min })
        : t('filters.age.between', { min, max });

  return (
    <Group role="group" aria-labelledby={labelId}>
      <Head>
        <Label id={labelId}>{t('filters.age.legend')}</Label>
        <Value aria-hidden="true">{summary}</Value>
      </Head>
      <Root
        min={youngest}
        max={AGE_FILTER_MAX}
        step={1}
        minStepsBetweenThumbs={0}
        value={[min, max]}
        onValueChange={(values) => onChange(rangeFromSlider(values, youngest))}
      >
        <Track>
          <Range />
        </Track>
        <Thumb
          aria-label={t('filters.age.minimum')}
          aria-valuetext={t('filters.age.years', { count: min })}
        />
        <Thumb
          aria-label={t('filters.age.maximum')}
          aria-valuetext={
            max >= AGE_FILTER_MAX
              ? t('filters.age.plus', { age: max })
              : t('filters.age.years', { count: max })
          }
        />
      </Root>
    </Group>
  );
}
