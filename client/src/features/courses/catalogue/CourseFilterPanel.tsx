import { Button } from '../../../components/ui/Button';
import type { CourseCategory, CourseLevel } from '../../../gql/graphql';
import { ChoiceGroup } from './ChoiceGroup';
import { type CatalogueFilters, hasFilters, PRICE_OPTIONS, type PriceFilter } from './catalogueFilters';
import { useFilterOptions } from './useFilterOptions';

interface CourseFilterPanelProps {
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  onClear: () => void;
}

const ALL = '';

/** Category, level and price filters (the sidebar on wide screens, the bottom sheet on phones). */
export function CourseFilterPanel({ filters, onChange, onClear }: CourseFilterPanelProps) {
  const { categories, levels } = useFilterOptions();
  return (
    <div className="flex flex-col gap-7">
      <ChoiceGroup<CourseCategory | typeof ALL>
        legend="دسته‌بندی"
        options={[{ value: ALL, label: 'همه' }, ...categories]}
        value={filters.category ?? ALL}
        onChange={(category) => onChange({ ...filters, category: category || null })}
      />
      <ChoiceGroup<CourseLevel | typeof ALL>
        legend="سطح"
        options={[{ value: ALL, label: 'همه' }, ...levels]}
        value={filters.level ?? ALL}
        onChange={(level) => onChange({ ...filters, level: level || null })}
      />
      <ChoiceGroup<PriceFilter>
        legend="قیمت"
        options={PRICE_OPTIONS}
        value={filters.price}
        onChange={(price) => onChange({ ...filters, price })}
      />
      <Button variant="secondary" onClick={onClear} disabled={!hasFilters(filters)}>
        پاک کردن فیلترها
      </Button>
    </div>
  );
}
