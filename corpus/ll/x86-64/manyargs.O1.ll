; ModuleID = 'manyargs.c'
source_filename = "manyargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = call i32 @ten(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #4
  br label %19

15:                                               ; preds = %11
  %16 = add nsw i32 %10, -1
  %17 = call i32 @rotate_ten(i32 noundef %9, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %16) #4
  %18 = xor i32 %17, %0
  br label %19

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ]
  ret i32 %20
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
  br label %4

1:                                                ; preds = %72
  %2 = call i32 @eight(i8 noundef signext 1, i8 noundef zeroext 2, i16 noundef signext 3, i16 noundef zeroext 4, i32 noundef 5, i32 noundef 6, i8 noundef signext 7, i16 noundef zeroext 8) #4
  %3 = icmp eq i32 %2, 176
  br i1 %3, label %77, label %76

4:                                                ; preds = %0, %72
  %5 = phi i32 [ 11259375, %0 ], [ %8, %72 ]
  %6 = phi i32 [ 0, %0 ], [ %74, %72 ]
  %7 = mul i32 %5, 1103515245
  %8 = add i32 %7, 12345
  %9 = lshr i32 %8, 15
  %10 = xor i32 %9, %8
  %11 = trunc i32 %10 to i8
  %12 = lshr i32 %10, 8
  %13 = trunc i32 %12 to i8
  %14 = lshr i32 %10, 3
  %15 = trunc i32 %14 to i16
  %16 = lshr i32 %10, 16
  %17 = trunc i32 %16 to i16
  %18 = and i32 %10, 1048575
  %19 = add nsw i32 %18, -524288
  %20 = xor i8 %11, 85
  %21 = add i16 %17, 1
  %22 = call i32 @eight(i8 noundef signext %11, i8 noundef zeroext %13, i16 noundef signext %15, i16 noundef zeroext %17, i32 noundef %19, i32 noundef %10, i8 noundef signext %20, i16 noundef zeroext %21) #4
  %23 = load i32, i32* @h, align 4, !tbaa !2
  %24 = xor i32 %23, %22
  %25 = mul i32 %24, 16777619
  %26 = sext i32 %19 to i64
  %27 = shl nsw i64 %26, 20
  %28 = zext i32 %16 to i64
  %29 = or i64 %27, %28
  %30 = sub nsw i64 0, %29
  %31 = shl i32 %14, 16
  %32 = ashr exact i32 %31, 16
  %33 = sdiv i64 %29, 3
  %34 = ashr i32 %19, 4
  %35 = call i64 @nine(i32 noundef %19, i64 noundef %29, i8 noundef signext %11, i64 noundef %30, i16 noundef zeroext %17, i32 noundef %32, i64 noundef %33, i8 noundef zeroext %13, i32 noundef %34) #4
  %36 = trunc i64 %35 to i32
  %37 = xor i32 %25, %36
  %38 = mul i32 %37, 16777619
  %39 = lshr i64 %35, 32
  %40 = trunc i64 %39 to i32
  %41 = xor i32 %38, %40
  %42 = mul i32 %41, 16777619
  %43 = add i8 %11, 1
  %44 = xor i8 %13, 1
  %45 = ashr i32 %31, 18
  %46 = trunc i32 %45 to i16
  %47 = call signext i16 @narrow_mix(i8 noundef signext %11, i8 noundef zeroext %13, i16 noundef signext %15, i16 noundef zeroext %17, i8 noundef signext %43, i8 noundef zeroext %44, i16 noundef signext %46, i16 noundef zeroext %17) #4
  %48 = sub i8 0, %11
  %49 = lshr i32 %8, 17
  %50 = trunc i32 %49 to i16
  %51 = call signext i16 @narrow_mix(i8 noundef signext %48, i8 noundef zeroext %13, i16 noundef signext %15, i16 noundef zeroext %17, i8 noundef signext %11, i8 noundef zeroext %13, i16 noundef signext %15, i16 noundef zeroext %50) #4
  %52 = sext i16 %47 to i32
  %53 = zext i16 %51 to i32
  %54 = shl nuw i32 %53, 16
  %55 = xor i32 %54, %52
  %56 = xor i32 %55, %42
  %57 = mul i32 %56, 16777619
  %58 = urem i32 %6, 10
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %72

60:                                               ; preds = %4
  %61 = lshr i32 %10, 1
  %62 = lshr i32 %10, 2
  %63 = lshr i32 %10, 4
  %64 = lshr i32 %10, 5
  %65 = lshr i32 %10, 6
  %66 = lshr i32 %10, 7
  %67 = lshr i32 %10, 9
  %68 = urem i32 %6, 13
  %69 = call i32 @rotate_ten(i32 noundef %10, i32 noundef %61, i32 noundef %62, i32 noundef %14, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %12, i32 noundef %67, i32 noundef %68) #4
  %70 = xor i32 %69, %57
  %71 = mul i32 %70, 16777619
  br label %72

72:                                               ; preds = %60, %4
  %73 = phi i32 [ %71, %60 ], [ %57, %4 ]
  store i32 %73, i32* @h, align 4, !tbaa !2
  %74 = add nuw nsw i32 %6, 1
  %75 = icmp eq i32 %74, 150
  br i1 %75, label %1, label %4, !llvm.loop !6

76:                                               ; preds = %1
  call void @abort() #5
  br label %77

77:                                               ; preds = %76, %1
  %78 = load i32, i32* @h, align 4, !tbaa !2
  %79 = and i32 %78, 2147483647
  ret i32 %79
}

declare dso_local void @abort() local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
