import type { Field } from 'payload'

/** Payload's job fields carry no labels (the admin would write "Completed At", "Has Error"): named here in both languages. */
const LABELS: Record<string, { en: string; fr: string }> = {
  input: { en: 'Content', fr: 'Contenu' },
  taskStatus: { en: 'Task status', fr: 'État des tâches' },
  completedAt: { en: 'Completed at', fr: 'Terminé le' },
  totalTried: { en: 'Attempts', fr: 'Essais' },
  hasError: { en: 'Given up', fr: 'Abandonné' },
  error: { en: 'Error', fr: 'Erreur' },
  log: { en: 'Log', fr: 'Journal' },
  workflowSlug: { en: 'Workflow', fr: 'Enchaînement' },
  taskSlug: { en: 'Task', fr: 'Tâche' },
  taskID: { en: 'Task id', fr: 'Identifiant de la tâche' },
  queue: { en: 'Queue', fr: 'File' },
  waitUntil: { en: 'Not before', fr: 'Pas avant le' },
  processing: { en: 'Being processed', fr: 'En cours de traitement' },
  concurrencyKey: { en: 'Concurrency key', fr: 'Clé de concurrence' },
  executedAt: { en: 'Started at', fr: 'Commencé le' },
  output: { en: 'Result', fr: 'Résultat' },
  state: { en: 'State', fr: 'État' },
  parent: { en: 'Parent', fr: 'Parent' },
  meta: { en: 'Details', fr: 'Détails' },
}

/** The same fields, each (nested ones included) labelled where Payload left it without a label. */
export function labelJobFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const named =
      'name' in field && !('label' in field && field.label) ? LABELS[field.name] : undefined
    const withLabel = (named ? { ...field, label: named } : field) as Field
    return 'fields' in withLabel && Array.isArray(withLabel.fields)
      ? ({ ...withLabel, fields: labelJobFields(withLabel.fields) } as Field)
      : withLabel
  })
}
