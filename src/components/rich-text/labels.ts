import type { RichTextEditorLabels } from '@mantine/tiptap';
import type { TranslationFunctions } from '../../../i18n/i18n-types';

/** Mantine's toolbar labels for the controls the editor shows, in the screen's language. */
export function toolbarLabels(LL: TranslationFunctions): Partial<RichTextEditorLabels> {
  const t = LL.richText.toolbar;
  return {
    boldControlLabel: t.bold(),
    italicControlLabel: t.italic(),
    underlineControlLabel: t.underline(),
    strikeControlLabel: t.strike(),
    clearFormattingControlLabel: t.clearFormatting(),
    h2ControlLabel: t.heading2(),
    h3ControlLabel: t.heading3(),
    h4ControlLabel: t.heading4(),
    bulletListControlLabel: t.bulletList(),
    orderedListControlLabel: t.orderedList(),
    blockquoteControlLabel: t.blockquote(),
    hrControlLabel: t.horizontalRule(),
    linkControlLabel: t.link(),
    unlinkControlLabel: t.unlink(),
    undoControlLabel: t.undo(),
    redoControlLabel: t.redo(),
    tableInsertControlLabel: t.tableInsert(),
    tableInsertLabel: (columns, rows) => t.tableInsertSize({ columns, rows }),
    tableDeleteControlLabel: t.tableDelete(),
    tableColumnBeforeControlLabel: t.columnBefore(),
    tableColumnAfterControlLabel: t.columnAfter(),
    tableColumnDeleteControlLabel: t.columnDelete(),
    tableRowBeforeControlLabel: t.rowBefore(),
    tableRowAfterControlLabel: t.rowAfter(),
    tableRowDeleteControlLabel: t.rowDelete(),
    tableToggleHeaderRowControlLabel: t.headerRow(),
    tableToggleHeaderColumnControlLabel: t.headerColumn(),
    tableMergeCellsControlLabel: t.mergeCells(),
    tableSplitCellControlLabel: t.splitCell(),
  };
}
