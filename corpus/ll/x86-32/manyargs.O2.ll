; ModuleID = 'manyargs.c'
source_filename = "manyargs.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i32 @eight(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i8 noundef signext %6, i16 noundef zeroext %7) local_unnamed_addr #0 {
  %9 = sext i8 %0 to i32
  %10 = mul nsw i32 %9, 3
  %11 = zext i8 %1 to i32
  %12 = mul nuw nsw i32 %11, 5
  %13 = add nsw i32 %12, %10
  %14 = sext i16 %2 to i32
  %15 = mul nsw i32 %14, -7
  %16 = add nsw i32 %13, %15
  %17 = zext i16 %3 to i32
  %18 = add nsw i32 %16, %17
  %19 = add nsw i32 %18, %4
  %20 = and i32 %5, 65535
  %21 = sub i32 %19, %20
  %22 = sext i8 %6 to i32
  %23 = mul nsw i32 %22, 11
  %24 = add nsw i32 %21, %23
  %25 = zext i16 %7 to i32
  %26 = mul nuw nsw i32 %25, 13
  %27 = add nsw i32 %24, %26
  ret i32 %27
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i64 @nine(i32 noundef %0, i64 noundef %1, i8 noundef signext %2, i64 noundef %3, i16 noundef zeroext %4, i32 noundef %5, i64 noundef %6, i8 noundef zeroext %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = sext i32 %0 to i64
  %11 = shl nsw i64 %1, 1
  %12 = add nsw i64 %11, %10
  %13 = sext i8 %2 to i64
  %14 = ashr i64 %3, 3
  %15 = zext i16 %4 to i64
  %16 = sext i32 %5 to i64
  %17 = mul nsw i64 %16, %15
  %18 = zext i8 %7 to i32
  %19 = mul nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = add i64 %12, %14
  %22 = add i64 %13, %6
  %23 = sub i64 %21, %22
  %24 = add i64 %23, %17
  %25 = add i64 %24, %20
  ret i64 %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i32 @ten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = mul i32 %0, 31
  %12 = add i32 %11, %1
  %13 = mul i32 %12, 31
  %14 = add i32 %13, %2
  %15 = mul i32 %14, 31
  %16 = add i32 %15, %3
  %17 = mul i32 %16, 31
  %18 = add i32 %17, %4
  %19 = mul i32 %18, 31
  %20 = add i32 %19, %5
  %21 = mul i32 %20, 31
  %22 = add i32 %21, %6
  %23 = mul i32 %22, 31
  %24 = add i32 %23, %7
  %25 = mul i32 %24, 31
  %26 = add i32 %25, %8
  %27 = mul i32 %26, 31
  %28 = add i32 %27, %9
  ret i32 %28
}

; Function Attrs: nofree noinline nosync nounwind readnone
define dso_local i32 @rotate_ten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #1 {
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %59, label %13

13:                                               ; preds = %11
  %14 = add i32 %10, -1
  %15 = and i32 %10, 7
  %16 = icmp ult i32 %14, 7
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = and i32 %10, -8
  br label %73

19:                                               ; preds = %73, %13
  %20 = phi i32 [ undef, %13 ], [ %81, %73 ]
  %21 = phi i32 [ undef, %13 ], [ %82, %73 ]
  %22 = phi i32 [ undef, %13 ], [ %83, %73 ]
  %23 = phi i32 [ undef, %13 ], [ %74, %73 ]
  %24 = phi i32 [ undef, %13 ], [ %75, %73 ]
  %25 = phi i32 [ undef, %13 ], [ %76, %73 ]
  %26 = phi i32 [ undef, %13 ], [ %77, %73 ]
  %27 = phi i32 [ undef, %13 ], [ %78, %73 ]
  %28 = phi i32 [ undef, %13 ], [ %79, %73 ]
  %29 = phi i32 [ undef, %13 ], [ %80, %73 ]
  %30 = phi i32 [ undef, %13 ], [ %93, %73 ]
  %31 = phi i32 [ %9, %13 ], [ %82, %73 ]
  %32 = phi i32 [ %8, %13 ], [ %83, %73 ]
  %33 = phi i32 [ %7, %13 ], [ %74, %73 ]
  %34 = phi i32 [ %6, %13 ], [ %75, %73 ]
  %35 = phi i32 [ %5, %13 ], [ %76, %73 ]
  %36 = phi i32 [ %4, %13 ], [ %77, %73 ]
  %37 = phi i32 [ %3, %13 ], [ %78, %73 ]
  %38 = phi i32 [ %2, %13 ], [ %79, %73 ]
  %39 = phi i32 [ %1, %13 ], [ %80, %73 ]
  %40 = phi i32 [ %0, %13 ], [ %81, %73 ]
  %41 = phi i32 [ 0, %13 ], [ %93, %73 ]
  %42 = icmp eq i32 %15, 0
  br i1 %42, label %59, label %43

43:                                               ; preds = %19, %43
  %44 = phi i32 [ %45, %43 ], [ %31, %19 ]
  %45 = phi i32 [ %46, %43 ], [ %32, %19 ]
  %46 = phi i32 [ %47, %43 ], [ %33, %19 ]
  %47 = phi i32 [ %48, %43 ], [ %34, %19 ]
  %48 = phi i32 [ %49, %43 ], [ %35, %19 ]
  %49 = phi i32 [ %50, %43 ], [ %36, %19 ]
  %50 = phi i32 [ %51, %43 ], [ %37, %19 ]
  %51 = phi i32 [ %52, %43 ], [ %38, %19 ]
  %52 = phi i32 [ %53, %43 ], [ %39, %19 ]
  %53 = phi i32 [ %44, %43 ], [ %40, %19 ]
  %54 = phi i32 [ %56, %43 ], [ %41, %19 ]
  %55 = phi i32 [ %57, %43 ], [ 0, %19 ]
  %56 = xor i32 %53, %54
  %57 = add i32 %55, 1
  %58 = icmp eq i32 %57, %15
  br i1 %58, label %59, label %43, !llvm.loop !3

59:                                               ; preds = %19, %43, %11
  %60 = phi i32 [ 0, %11 ], [ %30, %19 ], [ %56, %43 ]
  %61 = phi i32 [ %0, %11 ], [ %20, %19 ], [ %44, %43 ]
  %62 = phi i32 [ %1, %11 ], [ %29, %19 ], [ %53, %43 ]
  %63 = phi i32 [ %2, %11 ], [ %28, %19 ], [ %52, %43 ]
  %64 = phi i32 [ %3, %11 ], [ %27, %19 ], [ %51, %43 ]
  %65 = phi i32 [ %4, %11 ], [ %26, %19 ], [ %50, %43 ]
  %66 = phi i32 [ %5, %11 ], [ %25, %19 ], [ %49, %43 ]
  %67 = phi i32 [ %6, %11 ], [ %24, %19 ], [ %48, %43 ]
  %68 = phi i32 [ %7, %11 ], [ %23, %19 ], [ %47, %43 ]
  %69 = phi i32 [ %8, %11 ], [ %22, %19 ], [ %46, %43 ]
  %70 = phi i32 [ %9, %11 ], [ %21, %19 ], [ %45, %43 ]
  %71 = tail call i32 @ten(i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %70) #4
  %72 = xor i32 %71, %60
  ret i32 %72

73:                                               ; preds = %73, %17
  %74 = phi i32 [ %9, %17 ], [ %82, %73 ]
  %75 = phi i32 [ %8, %17 ], [ %83, %73 ]
  %76 = phi i32 [ %7, %17 ], [ %74, %73 ]
  %77 = phi i32 [ %6, %17 ], [ %75, %73 ]
  %78 = phi i32 [ %5, %17 ], [ %76, %73 ]
  %79 = phi i32 [ %4, %17 ], [ %77, %73 ]
  %80 = phi i32 [ %3, %17 ], [ %78, %73 ]
  %81 = phi i32 [ %2, %17 ], [ %79, %73 ]
  %82 = phi i32 [ %1, %17 ], [ %80, %73 ]
  %83 = phi i32 [ %0, %17 ], [ %81, %73 ]
  %84 = phi i32 [ 0, %17 ], [ %93, %73 ]
  %85 = phi i32 [ 0, %17 ], [ %94, %73 ]
  %86 = xor i32 %83, %84
  %87 = xor i32 %74, %86
  %88 = xor i32 %75, %87
  %89 = xor i32 %76, %88
  %90 = xor i32 %77, %89
  %91 = xor i32 %78, %90
  %92 = xor i32 %79, %91
  %93 = xor i32 %80, %92
  %94 = add i32 %85, 8
  %95 = icmp eq i32 %94, %18
  br i1 %95, label %19, label %73
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local signext i16 @narrow_mix(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i8 noundef signext %4, i8 noundef zeroext %5, i16 noundef signext %6, i16 noundef zeroext %7) local_unnamed_addr #0 {
  %9 = sext i8 %0 to i16
  %10 = zext i8 %1 to i16
  %11 = sext i8 %4 to i16
  %12 = zext i8 %5 to i16
  %13 = add i16 %9, %2
  %14 = add i16 %10, %3
  %15 = sub i16 %13, %14
  %16 = add i16 %15, %11
  %17 = add i16 %16, %6
  %18 = add i16 %12, %7
  %19 = sub i16 %17, %18
  ret i16 %19
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = load i32, i32* @h, align 4, !tbaa !5
  br label %5

2:                                                ; preds = %75
  %3 = tail call i32 @eight(i8 noundef signext 1, i8 noundef zeroext 2, i16 noundef signext 3, i16 noundef zeroext 4, i32 noundef 5, i32 noundef 6, i8 noundef signext 7, i16 noundef zeroext 8) #4
  %4 = icmp eq i32 %3, 176
  br i1 %4, label %81, label %79

5:                                                ; preds = %0, %75
  %6 = phi i32 [ %1, %0 ], [ %76, %75 ]
  %7 = phi i32 [ 11259375, %0 ], [ %10, %75 ]
  %8 = phi i32 [ 0, %0 ], [ %77, %75 ]
  %9 = mul i32 %7, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 15
  %12 = xor i32 %11, %10
  %13 = trunc i32 %12 to i8
  %14 = lshr i32 %12, 8
  %15 = trunc i32 %14 to i8
  %16 = lshr i32 %12, 3
  %17 = trunc i32 %16 to i16
  %18 = lshr i32 %12, 16
  %19 = trunc i32 %18 to i16
  %20 = and i32 %12, 1048575
  %21 = add nsw i32 %20, -524288
  %22 = xor i8 %13, 85
  %23 = add i16 %19, 1
  %24 = tail call i32 @eight(i8 noundef signext %13, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %19, i32 noundef %21, i32 noundef %12, i8 noundef signext %22, i16 noundef zeroext %23) #4
  %25 = xor i32 %6, %24
  %26 = mul i32 %25, 16777619
  %27 = sext i32 %21 to i64
  %28 = shl nsw i64 %27, 20
  %29 = zext i32 %18 to i64
  %30 = or i64 %28, %29
  %31 = sub nsw i64 0, %30
  %32 = shl i32 %16, 16
  %33 = ashr exact i32 %32, 16
  %34 = sdiv i64 %30, 3
  %35 = ashr i32 %21, 4
  %36 = tail call i64 @nine(i32 noundef %21, i64 noundef %30, i8 noundef signext %13, i64 noundef %31, i16 noundef zeroext %19, i32 noundef %33, i64 noundef %34, i8 noundef zeroext %15, i32 noundef %35) #4
  %37 = trunc i64 %36 to i32
  %38 = xor i32 %26, %37
  %39 = mul i32 %38, 16777619
  %40 = lshr i64 %36, 32
  %41 = trunc i64 %40 to i32
  %42 = xor i32 %39, %41
  %43 = mul i32 %42, 16777619
  %44 = add i8 %13, 1
  %45 = xor i8 %15, 1
  %46 = ashr i32 %32, 18
  %47 = trunc i32 %46 to i16
  %48 = tail call signext i16 @narrow_mix(i8 noundef signext %13, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %19, i8 noundef signext %44, i8 noundef zeroext %45, i16 noundef signext %47, i16 noundef zeroext %19) #4
  %49 = sub i8 0, %13
  %50 = lshr i32 %10, 17
  %51 = trunc i32 %50 to i16
  %52 = tail call signext i16 @narrow_mix(i8 noundef signext %49, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %19, i8 noundef signext %13, i8 noundef zeroext %15, i16 noundef signext %17, i16 noundef zeroext %51) #4
  %53 = sext i16 %48 to i32
  %54 = zext i16 %52 to i32
  %55 = shl nuw i32 %54, 16
  %56 = xor i32 %55, %53
  %57 = xor i32 %56, %43
  %58 = mul i32 %57, 16777619
  %59 = trunc i32 %8 to i8
  %60 = urem i8 %59, 10
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %62, label %75

62:                                               ; preds = %5
  %63 = lshr i32 %12, 1
  %64 = lshr i32 %12, 2
  %65 = lshr i32 %12, 4
  %66 = lshr i32 %12, 5
  %67 = lshr i32 %12, 6
  %68 = lshr i32 %12, 7
  %69 = lshr i32 %12, 9
  %70 = urem i8 %59, 13
  %71 = zext i8 %70 to i32
  %72 = tail call i32 @rotate_ten(i32 noundef %12, i32 noundef %63, i32 noundef %64, i32 noundef %16, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %14, i32 noundef %69, i32 noundef %71) #4
  %73 = xor i32 %72, %58
  %74 = mul i32 %73, 16777619
  br label %75

75:                                               ; preds = %62, %5
  %76 = phi i32 [ %74, %62 ], [ %58, %5 ]
  store i32 %76, i32* @h, align 4, !tbaa !5
  %77 = add nuw nsw i32 %8, 1
  %78 = icmp eq i32 %77, 150
  br i1 %78, label %2, label %5, !llvm.loop !9

79:                                               ; preds = %2
  tail call void @abort() #5
  %80 = load i32, i32* @h, align 4, !tbaa !5
  br label %81

81:                                               ; preds = %79, %2
  %82 = phi i32 [ %80, %79 ], [ %76, %2 ]
  %83 = and i32 %82, 2147483647
  ret i32 %83
}

declare dso_local void @abort() local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
