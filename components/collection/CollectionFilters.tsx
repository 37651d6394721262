// The collection's filters (issue #25): name, serial, grade (10 … 1 and "A"), category and year, checked with the
// API's own schema (lib/shared/collection/collection-query.ts) before they go into the URL; the sort applies at once.
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/hooks/useTranslation';
import { CardCategory } from '@/lib/server/db/generated/enums';
import { POPULATION_GRADES } from '@/lib/shared/certificates/population';
import {
  COLLECTION_NAME_MAX,
  COLLECTION_SORTS,
  type CollectionFilters as Filters,
  type CollectionQuery,
  type CollectionSort,
  collectionQuerySchema,
} from '@/lib/shared/collection/collection-query';

const FILTER_SCHEMA = collectionQuerySchema.pick(['name', 'serial', 'grade', 'category', 'year']);

interface FormValues {
  name: string;
  serial: string;
  grade: string;
  category: string;
  year: string;
}

const valuesOf = (query: CollectionQuery): FormValues => ({
  name: query.name ?? '',
  serial: query.serial ?? '',
  grade: query.grade ?? '',
  category: query.category ?? '',
  year: query.year !== undefined ? String(query.year) : '',
});

interface Props {
  query: CollectionQuery;
  onChange: (next: CollectionQuery) => void;
}

export function CollectionFilters({ query, onChange }: Props) {
  const { t } = useTranslation(['collection', 'cert']);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    // The form's text goes through the API's schema; what it returns is the filter the URL carries.
    resolver: yupResolver(FILTER_SCHEMA) as never,
    values: valuesOf(query),
  });
  const [grade, category] = useWatch({ control, name: ['grade', 'category'] });
  const submit = handleSubmit((filters) => onChange({ ...(filters as unknown as Filters), sort: query.sort, page: 1 }));
  const message = (key?: string) => (key ? t(key) : undefined);
  const field = (name: keyof FormValues) => ({ ...register(name), error: Boolean(errors[name]), helperText: message(errors[name]?.message) });

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, mb: 2 }}
    >
      <TextField size="small" label={t('filters.name')} slotProps={{ htmlInput: { maxLength: COLLECTION_NAME_MAX } }} {...field('name')} />
      <TextField size="small" label={t('filters.serial')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }} {...field('serial')} />
      <TextField size="small" select label={t('filters.grade')} {...field('grade')} value={grade}>
        <MenuItem value="">{t('filters.any')}</MenuItem>
        {POPULATION_GRADES.map((grade) => (
          <MenuItem key={grade} value={grade}>
            {grade === 'A' ? t('card.authentic') : grade}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" select label={t('filters.category')} {...field('category')} value={category}>
        <MenuItem value="">{t('filters.any')}</MenuItem>
        {Object.values(CardCategory).map((category) => (
          <MenuItem key={category} value={category}>
            {t(`cert:categories.${category}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={t('filters.year')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} {...field('year')} />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            reset(valuesOf({ sort: query.sort, page: 1 }));
            onChange({ sort: query.sort, page: 1 });
          }}
        >
          {t('filters.clear')}
        </Button>
      </Box>
      <TextField
        size="small"
        select
        label={t('sort.label')}
        value={query.sort}
        onChange={(event) => onChange({ ...query, sort: event.target.value as CollectionSort, page: 1 })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
      >
        {COLLECTION_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
