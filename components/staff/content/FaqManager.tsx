// The FAQ in the content tools (issue #10): every topic of the FAQ page in its order, each question with its
// languages, moved up or down within its topic (the whole topic's new order is sent: a change made meanwhile by
// another admin is a conflict, and the list is fetched again), edited or deleted; a question can be added to any topic.
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useDeleteFaqEntry, useReorderFaq } from '@/hooks/useAdminContentFaq';
import { errorMessageKey } from '@/lib/client/error-message';
import { languagesOf } from '@/lib/shared/admin-content/translations';
import type { AdminFaqEntry, AdminFaqGroup } from '@/lib/shared/admin-content/views';
import { FAQ_TOPICS } from '@/lib/shared/content';
import { LOCALE_LABELS } from '@/lib/shared/locale';
import type { FaqTopic } from '@/lib/shared/schemas/admin-content/faq';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { FaqEntryDialog } from './FaqEntryDialog';
import { moved } from './faq-order';
import { CONTENT_ERROR_KEYS } from './form-errors';

type Editing = { entry: AdminFaqEntry | null; topic: FaqTopic } | null;

const isTopic = (topic: string): topic is FaqTopic => (FAQ_TOPICS as readonly string[]).includes(topic);

export function FaqManager({ groups }: { groups: AdminFaqGroup[] }) {
  const { t } = useTranslation(['adminContent', 'faq', 'errors']);
  const reorder = useReorderFaq();
  const remove = useDeleteFaqEntry();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminFaqEntry | null>(null);
  const failed = reorder.error ?? remove.error;

  const move = (group: AdminFaqGroup, index: number, step: -1 | 1) => {
    if (!isTopic(group.topic)) return;
    reorder.mutate({
      topic: group.topic,
      ids: moved(
        group.entries.map((entry) => entry.id),
        index,
        step,
      ),
    });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      // Shown in the alert above the list.
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography color="textSecondary">{t('faq.lead')}</Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ entry: null, topic: FAQ_TOPICS[0] })} sx={{ flexShrink: 0 }}>
          {t('faq.add')}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{t(errorMessageKey(failed, CONTENT_ERROR_KEYS))}</Alert>}
      {groups.map((group) => (
        <Box component="section" key={group.topic} aria-labelledby={`faq-topic-${group.topic}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={`faq-topic-${group.topic}`} variant="h2" sx={{ fontSize: '1.15rem' }}>
              {t(`faq:topics.${group.topic}`, { defaultValue: group.topic })}
              <Typography component="span" color="textSecondary" sx={{ ml: 1, fontWeight: 400 }}>
                {t('faq.count', { count: group.entries.length })}
              </Typography>
            </Typography>
            {isTopic(group.topic) && (
              <Button size="small" startIcon={<Add />} onClick={() => setEditing({ entry: null, topic: group.topic as FaqTopic })}>
                {t('faq.addHere')}
              </Button>
            )}
          </Stack>
          {group.entries.length === 0 ? (
            <Typography color="textSecondary" variant="body2">
              {t('faq.emptyTopic')}
            </Typography>
          ) : (
            <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.entries.map((entry, index) => (
                <li key={entry.id}>
                  <Paper variant="outlined" sx={{ p: 1.5 }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {entry.translations['zh-TW'].question || entry.translations.en.question}
                        </Typography>
                        <Typography variant="caption" color="textSecondary">
                          {languagesOf(entry.translations, ['question', 'answer'])
                            .map((locale) => LOCALE_LABELS[locale])
                            .join(' · ')}
                        </Typography>
                      </Box>
                      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                        <IconButton
                          aria-label={t('faq.moveUp')}
                          disabled={index === 0 || reorder.isPending || !isTopic(group.topic)}
                          onClick={() => move(group, index, -1)}
                        >
                          <ArrowUpward fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={t('faq.moveDown')}
                          disabled={index === group.entries.length - 1 || reorder.isPending || !isTopic(group.topic)}
                          onClick={() => move(group, index, 1)}
                        >
                          <ArrowDownward fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={t('actions.edit')}
                          onClick={() => setEditing({ entry, topic: isTopic(entry.topic) ? entry.topic : FAQ_TOPICS[0] })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                        <IconButton aria-label={t('actions.delete')} color="error" onClick={() => setDeleting(entry)}>
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Stack>
                    </Stack>
                  </Paper>
                </li>
              ))}
            </Stack>
          )}
        </Box>
      ))}
      {editing && <FaqEntryDialog entry={editing.entry} topic={editing.topic} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('faq.deleteTitle')}
        text={t('faq.deleteText', { question: deleting?.translations['zh-TW'].question ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
