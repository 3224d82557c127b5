; The Windows installer of ttt-desktop, built with NSIS by packaging/windows/build:
;
;   makensis -INPUTCHARSET UTF8 -DVERSION=1.0.0 -DROOT=<checkout> -DAPPDIR=<one-folder build> \
;            -DOUTFILE=<setup.exe> installer.nsi
;
; It installs the one-folder build (APPDIR: ttt-desktop.exe beside its _internal folder; default
; ROOT/dist/ttt-desktop-onedir, which packaging/build --onedir makes on Windows), so the installed
; game never unpacks itself at launch; the one-file ttt-desktop.exe is the portable download.
; Per user, with no administrator rights: the program goes to %LOCALAPPDATA%\Programs\ttt-desktop,
; a shortcut to the Start menu, and an uninstaller that "Apps & features" lists (the Uninstall key
; under HKCU, with the icon, version, publisher and size), both under the game's name in the
; installer's language (Morpion, 三目並べ; START_NAME below). /S installs and uninstalls silently.
; Installing over an earlier install (the one-file program of earlier versions, or another
; folder) first removes the earlier program's files, so nothing stale is left beside the new one.
; The uninstaller removes the program folder, the shortcut and the key, and keeps the player's
; settings (HKCU\Software\ttt-desktop) and history (%APPDATA%\ttt-desktop), saying so.
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

!define APP "ttt-desktop"
!define DISPLAY_NAME "Tic-Tac-Toe"
!define PUBLISHER "ttt-desktop developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

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

; The program's own files in $INSTDIR: the executable, its _internal folder (only ever ours: the
; PyInstaller one-folder layout) and the uninstaller. Only these are removed, never the folder's
; other contents, in case the player chose a folder that holds other files.
!macro RemoveProgramFiles
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP}.exe"
  Delete "$INSTDIR\uninstall.exe"
!macroend

Section "${DISPLAY_NAME}"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  !insertmacro RemoveProgramFiles
  File /r "${APPDIR}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
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
  !insertmacro RemoveProgramFiles
  RMDir "$INSTDIR"
  !insertmacro DeleteRecordedShortcut
  Delete "$SMPROGRAMS\$(START_NAME).lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DetailPrint "$(KEPT)"
  MessageBox MB_OK|MB_ICONINFORMATION "$(KEPT)" /SD IDOK
SectionEnd
