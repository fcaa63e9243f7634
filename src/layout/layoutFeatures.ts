import { createContext, useContext, useMemo } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import LabelIcon from '@mui/icons-material/Label';
import type { Feature, FeatureLayout } from '../common/feature';

// The layout reads the app's features from here: App.tsx hands them over (appLayout in AppLayout.tsx),
// and this layer imports none of them (tests/unit/layers.test.ts).

export const LayoutFeatures = createContext<readonly Feature[]>([]);

export const useLayoutFeatures = () => useContext(LayoutFeatures);

/** The feature of a menu item or a route's resource. */
export const featureIn = (features: readonly Feature[], name: string): Feature | undefined => features.find((feature) => feature.name === name);

/** A menu item's icon: its feature's. */
export const menuIconIn =
  (features: readonly Feature[]) =>
  (resource: string): SvgIconComponent =>
    featureIn(features, resource)?.icon ?? LabelIcon;

export const useMenuIcon = () => {
  const features = useLayoutFeatures();
  return useMemo(() => menuIconIn(features), [features]);
};

/** What the features add to the layout, of one kind (the back office's notices, the sign-out item, …). */
export const layoutNeeds = <K extends keyof FeatureLayout>(features: readonly Feature[], kind: K) =>
  features.flatMap((feature) => {
    const need = feature.layout?.[kind];
    return need ? [{ feature: feature.name, need: need as NonNullable<FeatureLayout[K]> }] : [];
  });
