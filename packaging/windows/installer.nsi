; The Windows installer of ttt-desktop, built with NSIS by packaging/windows/build:
;
;   makensis -INPUTCHARSET UTF8 -DVERSION=1.0.0 -DROOT=<checkout> -DAPPDIR=<one-folder build> \
;            -DOUTFILE=<setup.exe> [-DPYTHON=<python>] installer.nsi
;
; It installs the one-folder build (APPDIR: ttt-desktop.exe beside its _internal folder; default
; ROOT/dist/ttt-desktop-onedir, which packaging/build --onedir makes on Windows), so the installed
; game never unpacks itself at launch; the one-file ttt-desktop.exe is the portable download.
; Per user, with no administrator rights: the program goes to %LOCALAPPDATA%\Programs\ttt-desktop,
; a shortcut to the Start menu, and an uninstaller that "Apps & features" lists (the Uninstall key
; under HKCU, with the icon, version, publisher and size), both under the game's name in the
; installer's language (Morpion, 三目並べ; START_NAME below). /S installs and uninstalls silently.
; The installer keeps a list of every file and folder it wrote (ttt-desktop-files.txt in the
; program folder, made at compile time from APPDIR by installer_files.py). Installing over an
; earlier install first removes what that list names (or, for an install from before the list,
; the earlier layout: ttt-desktop.exe, _internal and uninstall.exe, found together), so nothing
; stale is left beside the new program. Any other folder that is not empty is refused: the
; installer never deletes by name in a folder it did not fill. The uninstaller removes what the
; list names, the list, itself, and the folder if it is then empty; the shortcut and the key; and
; keeps the player's settings (HKCU\Software\ttt-desktop) and history (%APPDATA%\ttt-desktop),
; saying so.
; The saved game's file type (.ttt) is registered for the current user in its own sections below
; ("FILE TYPE"), and the uninstaller removes it.
Unicode true
; A 64-bit installer for a 64-bit program (and Wine runs it without the 32-bit wine32)
Target amd64-unicode
!include "MUI2.nsh"
!include "FileFunc.nsh"

!ifndef VERSION
  !error "define VERSION (-DVERSION=1.0.0)"
!endif
!ifndef ROOT
  !error "define ROOT, the checkout (-DROOT=...)"
!endif
!ifndef APPDIR
  !define APPDIR "${ROOT}/dist/ttt-desktop-onedir"
!endif
!ifndef OUTFILE
  !define OUTFILE "${ROOT}/dist/ttt-desktop-setup-${VERSION}.exe"
!endif
; The Python that runs installer_files.py at compile time
!ifndef PYTHON
  !ifdef NSIS_WIN32_MAKENSIS
    !define PYTHON "python"
  !else
    !define PYTHON "python3"
  !endif
!endif

!define APP "ttt-desktop"
!define DISPLAY_NAME "Tic-Tac-Toe"
!define PUBLISHER "ttt-desktop developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define FILE_LIST "${APP}-files.txt"

; The WriteFileList macro: the files and folders of APPDIR, as the list in the program folder
; names them (packaging/windows/installer_files.py)
!tempfile FILE_LIST_NSH
!system '"${PYTHON}" "${ROOT}/packaging/windows/installer_files.py" "${APPDIR}" "${FILE_LIST_NSH}"' = 0
!include "${FILE_LIST_NSH}"
!delfile "${FILE_LIST_NSH}"

Name "${DISPLAY_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
RequestExecutionLevel user
SetCompressor /SOLID lzma
ShowInstDetails show
ShowUninstDetails show
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${DISPLAY_NAME} (${APP}) installer"
VIAddVersionKey /LANG=1033 "FileDescription" "Installs ${DISPLAY_NAME} for the current user"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT License, ${PUBLISHER}"

!define MUI_ICON "${ROOT}/resources/icons/ttt-desktop.ico"
!define MUI_UNICON "${ROOT}/resources/icons/ttt-desktop.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP}.exe"
!define MUI_PAGE_CUSTOMFUNCTION_LEAVE DirectoryChosen
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Japanese"
!insertmacro MUI_LANGUAGE "SimpChinese"
!insertmacro MUI_LANGUAGE "TradChinese"
!insertmacro MUI_LANGUAGE "Korean"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "PortugueseBR"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Arabic"

LangString KEPT ${LANG_ENGLISH} "Your settings (HKEY_CURRENT_USER\Software\${APP}) and game history ($APPDATA\${APP}) are kept. Delete them by hand to remove them too."
LangString KEPT ${LANG_JAPANESE} "設定 (HKEY_CURRENT_USER\Software\${APP}) と対局の記録 ($APPDATA\${APP}) は残してあります。消すときは手で削除してください。"
LangString KEPT ${LANG_SIMPCHINESE} "你的设置（HKEY_CURRENT_USER\Software\${APP}）和对局记录（$APPDATA\${APP}）会被保留。如需一并删除，请手动删除它们。"
LangString KEPT ${LANG_TRADCHINESE} "您的設定（HKEY_CURRENT_USER\Software\${APP}）和對局記錄（$APPDATA\${APP}）會保留下來。如需一併移除，請手動刪除。"
LangString KEPT ${LANG_KOREAN} "설정(HKEY_CURRENT_USER\Software\${APP})과 대국 기록($APPDATA\${APP})은 남겨 둡니다. 이것들도 지우려면 직접 삭제하세요."
LangString KEPT ${LANG_SPANISH} "Se conservan tus ajustes (HKEY_CURRENT_USER\Software\${APP}) y el historial de partidas ($APPDATA\${APP}). Bórralos a mano para eliminarlos también."
LangString KEPT ${LANG_PORTUGUESEBR} "Suas configurações (HKEY_CURRENT_USER\Software\${APP}) e o histórico de partidas ($APPDATA\${APP}) são mantidos. Exclua-os manualmente para removê-los também."
LangString KEPT ${LANG_FRENCH} "Vos paramètres (HKEY_CURRENT_USER\Software\${APP}) et l'historique des parties ($APPDATA\${APP}) sont conservés. Supprimez-les à la main pour les effacer aussi."
LangString KEPT ${LANG_GERMAN} "Ihre Einstellungen (HKEY_CURRENT_USER\Software\${APP}) und das Spielarchiv ($APPDATA\${APP}) bleiben erhalten. Löschen Sie sie von Hand, um auch sie zu entfernen."
LangString KEPT ${LANG_RUSSIAN} "Ваши настройки (HKEY_CURRENT_USER\Software\${APP}) и история партий ($APPDATA\${APP}) сохраняются. Если они больше не нужны, их можно удалить вручную."
LangString KEPT ${LANG_ARABIC} "يُحتفظ بإعداداتك (HKEY_CURRENT_USER\Software\${APP}) وسجل مبارياتك ($APPDATA\${APP}). احذفها يدويًا إن أردت إزالتها أيضًا."

; A folder that is neither empty nor an earlier install of the game: the installer refuses it.
LangString NOT_OURS ${LANG_ENGLISH} "$INSTDIR already holds other files. Choose an empty folder, or the folder of an earlier install of the game."
LangString NOT_OURS ${LANG_JAPANESE} "$INSTDIR にはほかのファイルがすでにあります。空のフォルダーか、以前にこのゲームを入れたフォルダーを選んでください。"
LangString NOT_OURS ${LANG_SIMPCHINESE} "$INSTDIR 中已有其他文件。请选择一个空文件夹，或以前安装本游戏的文件夹。"
LangString NOT_OURS ${LANG_TRADCHINESE} "$INSTDIR 中已有其他檔案。請選擇空的資料夾，或先前安裝本遊戲的資料夾。"
LangString NOT_OURS ${LANG_KOREAN} "$INSTDIR에 이미 다른 파일이 있습니다. 빈 폴더나 이전에 이 게임을 설치한 폴더를 선택하세요."
LangString NOT_OURS ${LANG_SPANISH} "$INSTDIR ya contiene otros archivos. Elige una carpeta vacía o la carpeta de una instalación anterior del juego."
LangString NOT_OURS ${LANG_PORTUGUESEBR} "$INSTDIR já contém outros arquivos. Escolha uma pasta vazia ou a pasta de uma instalação anterior do jogo."
LangString NOT_OURS ${LANG_FRENCH} "$INSTDIR contient déjà d'autres fichiers. Choisissez un dossier vide, ou le dossier d'une installation précédente du jeu."
LangString NOT_OURS ${LANG_GERMAN} "$INSTDIR enthält bereits andere Dateien. Wählen Sie einen leeren Ordner oder den Ordner einer früheren Installation des Spiels."
LangString NOT_OURS ${LANG_RUSSIAN} "В папке $INSTDIR уже есть другие файлы. Выберите пустую папку или папку, в которую игра была установлена раньше."
LangString NOT_OURS ${LANG_ARABIC} "يحتوي $INSTDIR على ملفات أخرى. اختر مجلدًا فارغًا، أو مجلد تثبيت سابق للعبة."

; The game's name in the Start menu and in "Apps & features", and the saved game's file type, in
; the installer's language: the names the desktop entry (resources/ttt-desktop.desktop, Name[xx])
; and the file type's comment (resources/mime/ttt-desktop.xml) give.
LangString START_NAME ${LANG_ENGLISH} "Tic-Tac-Toe"
LangString START_NAME ${LANG_JAPANESE} "三目並べ"
LangString START_NAME ${LANG_SIMPCHINESE} "井字棋"
LangString START_NAME ${LANG_TRADCHINESE} "井字遊戲"
LangString START_NAME ${LANG_KOREAN} "틱택토"
LangString START_NAME ${LANG_SPANISH} "Tres en raya"
LangString START_NAME ${LANG_PORTUGUESEBR} "Jogo da velha"
LangString START_NAME ${LANG_FRENCH} "Morpion"
LangString START_NAME ${LANG_GERMAN} "Tic-Tac-Toe"
LangString START_NAME ${LANG_RUSSIAN} "Крестики-нолики"
LangString START_NAME ${LANG_ARABIC} "إكس أو"
LangString FILE_TYPE ${LANG_ENGLISH} "Tic-tac-toe game"
LangString FILE_TYPE ${LANG_JAPANESE} "三目並べの棋譜"
LangString FILE_TYPE ${LANG_SIMPCHINESE} "井字棋对局"
LangString FILE_TYPE ${LANG_TRADCHINESE} "井字遊戲對局"
LangString FILE_TYPE ${LANG_KOREAN} "틱택토 기보"
LangString FILE_TYPE ${LANG_SPANISH} "Partida de tres en raya"
LangString FILE_TYPE ${LANG_PORTUGUESEBR} "Partida de jogo da velha"
LangString FILE_TYPE ${LANG_FRENCH} "Partie de morpion"
LangString FILE_TYPE ${LANG_GERMAN} "Tic-Tac-Toe-Partie"
LangString FILE_TYPE ${LANG_RUSSIAN} "Партия в крестики-нолики"
LangString FILE_TYPE ${LANG_ARABIC} "مباراة إكس أو"

; The shortcut an install made, named by the Uninstall key's DisplayName (the language, or the
; version, may have changed since: versions before the translated names used Tic-Tac-Toe). Only a
; plain name, as this installer writes it: one with a folder or a wildcard in it is left alone.
!macro DeleteRecordedShortcut
  ReadRegStr $0 HKCU "${UNINSTALL_KEY}" "DisplayName"
  StrCpy $1 0
  recorded_scan:
    StrCpy $2 $0 1 $1
    StrCmp $2 "" recorded_plain
    StrCmp $2 "\" recorded_done
    StrCmp $2 "/" recorded_done
    StrCmp $2 "*" recorded_done
    StrCmp $2 "?" recorded_done
    StrCmp $2 ":" recorded_done
    IntOp $1 $1 + 1
    Goto recorded_scan
  recorded_plain:
    StrCmp $0 "" recorded_done
    Delete "$SMPROGRAMS\$0.lnk"
  recorded_done:
!macroend

; What the list in $INSTDIR names, removed: each file; each folder (a line ending with \) only if
; it is empty by then. A line that could reach outside $INSTDIR (a drive, "..", a leading \) is
; passed over. Then the list itself. For the installer and (un.) the uninstaller.
!macro RemoveListedFiles UN
Function ${UN}RemoveListedFiles
  ClearErrors
  FileOpen $9 "$INSTDIR\${FILE_LIST}" r
  IfErrors listed_done
  listed_line:
    ClearErrors
    FileRead $9 $0
    IfErrors listed_close
    ; the line without its line break
    StrCpy $1 $0 1 -1
    StrCmp $1 "$\n" 0 +2
      StrCpy $0 $0 -1
    StrCpy $1 $0 1 -1
    StrCmp $1 "$\r" 0 +2
      StrCpy $0 $0 -1
    StrCmp $0 "" listed_line
    StrCpy $1 $0 1
    StrCmp $1 "\" listed_line
    StrCmp $1 "/" listed_line
    ; no ":" and no ".." anywhere in it
    StrCpy $2 0
    listed_scan:
      StrCpy $1 $0 1 $2
      StrCmp $1 "" listed_safe
      StrCmp $1 ":" listed_line
      StrCpy $1 $0 2 $2
      StrCmp $1 ".." listed_line
      IntOp $2 $2 + 1
      Goto listed_scan
    listed_safe:
    StrCpy $1 $0 1 -1
    StrCmp $1 "\" 0 listed_file
      StrCpy $0 $0 -1
      RMDir "$INSTDIR\$0"
      Goto listed_line
    listed_file:
      Delete "$INSTDIR\$0"
      Goto listed_line
  listed_close:
  FileClose $9
  Delete "$INSTDIR\${FILE_LIST}"
  listed_done:
FunctionEnd
!macroend
!insertmacro RemoveListedFiles ""
!insertmacro RemoveListedFiles "un."

; $0 = "yes" when $INSTDIR may be installed into: it does not exist, or is empty, or holds an
; earlier install (its list, or the layout of an install from before the list: ttt-desktop.exe
; with uninstall.exe beside it). Else "no".
Function CheckInstallFolder
  StrCpy $0 "yes"
  IfFileExists "$INSTDIR\${FILE_LIST}" folder_checked
  IfFileExists "$INSTDIR\${APP}.exe" 0 folder_scan
    IfFileExists "$INSTDIR\uninstall.exe" folder_checked
  folder_scan:
  ClearErrors
  FindFirst $1 $2 "$INSTDIR\*"
  IfErrors folder_checked  ; no folder, or nothing in it
  folder_next:
    StrCmp $2 "" folder_end
    StrCmp $2 "." folder_more
    StrCmp $2 ".." folder_more
    StrCpy $0 "no"
    Goto folder_end
  folder_more:
    FindNext $1 $2
    Goto folder_next
  folder_end:
  FindClose $1
  folder_checked:
FunctionEnd

; The directory page's Next: a folder that is not ours stays unchosen, with the reason.
Function DirectoryChosen
  Call CheckInstallFolder
  StrCmp $0 "yes" +3
    MessageBox MB_OK|MB_ICONEXCLAMATION "$(NOT_OURS)"
    Abort
FunctionEnd

Section "${DISPLAY_NAME}"
  SetShellVarContext current
  Call CheckInstallFolder  ; again: a silent install (/S /D=...) has no directory page
  StrCmp $0 "yes" folder_ours
    MessageBox MB_OK|MB_ICONSTOP "$(NOT_OURS)" /SD IDOK
    DetailPrint "$(NOT_OURS)"
    SetErrorLevel 2
    Quit
  folder_ours:
  IfFileExists "$INSTDIR\${FILE_LIST}" 0 earlier_layout
    Call RemoveListedFiles
    Goto earlier_removed
  earlier_layout:
  IfFileExists "$INSTDIR\${APP}.exe" 0 earlier_removed
    ; an install from before the list: its files, as that installer laid them out
    RMDir /r "$INSTDIR\_internal"
    Delete "$INSTDIR\${APP}.exe"
    Delete "$INSTDIR\uninstall.exe"
  earlier_removed:
  SetOutPath "$INSTDIR"
  File /r "${APPDIR}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  FileOpen $9 "$INSTDIR\${FILE_LIST}" w
  !insertmacro WriteFileList
  FileClose $9
  !insertmacro DeleteRecordedShortcut  ; an earlier install's
  CreateShortcut "$SMPROGRAMS\$(START_NAME).lnk" "$INSTDIR\${APP}.exe" "" "$INSTDIR\${APP}.exe" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "$(START_NAME)"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP}.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ; EstimatedSize is in KiB: the whole program folder, the uninstaller included
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

; ---- FILE TYPE (issue 23): a saved game (.ttt) opens in the game, with the game's icon ---------
; HKCU\Software\Classes only: no administrator rights. A second launch hands the file to the game
; already running (ttt_desktop/single_instance.py).
!define FILE_CLASS "${APP}.game"
Section "-File type"
  WriteRegStr HKCU "Software\Classes\.ttt" "" "${FILE_CLASS}"
  WriteRegStr HKCU "Software\Classes\.ttt" "Content Type" "application/x-ttt-game"
  WriteRegStr HKCU "Software\Classes\.ttt" "PerceivedType" "text"
  WriteRegStr HKCU "Software\Classes\.ttt\OpenWithProgids" "${FILE_CLASS}" ""
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}" "" "$(FILE_TYPE)"
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}\DefaultIcon" "" "$INSTDIR\${APP}.exe,0"
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}\shell\open\command" "" '"$INSTDIR\${APP}.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'  ; SHCNE_ASSOCCHANGED
SectionEnd

Section "-un.File type"
  DeleteRegKey HKCU "Software\Classes\${FILE_CLASS}"
  DeleteRegValue HKCU "Software\Classes\.ttt\OpenWithProgids" "${FILE_CLASS}"
  ReadRegStr $0 HKCU "Software\Classes\.ttt" ""
  StrCmp $0 "${FILE_CLASS}" 0 file_type_kept  ; another program took .ttt since: leave it
    DeleteRegKey HKCU "Software\Classes\.ttt"
  file_type_kept:
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
; ---- END FILE TYPE -------------------------------------------------------------------------------

Section "Uninstall"
  SetShellVarContext current
  Call un.RemoveListedFiles
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only if nothing else is left in it
  !insertmacro DeleteRecordedShortcut
  Delete "$SMPROGRAMS\$(START_NAME).lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DetailPrint "$(KEPT)"
  MessageBox MB_OK|MB_ICONINFORMATION "$(KEPT)" /SD IDOK
SectionEnd
