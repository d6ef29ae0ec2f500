; ModuleID = 'pressure.c'
source_filename = "pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = internal global [256 x i32] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = phi i32 [ 74565, %0 ], [ %17, %1 ]
  %4 = shl i32 %3, 13
  %5 = xor i32 %4, %3
  %6 = lshr i32 %5, 17
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 5
  %9 = xor i32 %8, %7
  %10 = getelementptr inbounds [256 x i32], ptr @data, i64 0, i64 %2
  store i32 %9, ptr %10, align 8, !tbaa !2
  %11 = or disjoint i64 %2, 1
  %12 = shl i32 %9, 13
  %13 = xor i32 %12, %9
  %14 = lshr i32 %13, 17
  %15 = xor i32 %14, %13
  %16 = shl i32 %15, 5
  %17 = xor i32 %16, %15
  %18 = getelementptr inbounds [256 x i32], ptr @data, i64 0, i64 %11
  store i32 %17, ptr %18, align 4, !tbaa !2
  %19 = add nuw nsw i64 %2, 2
  %20 = icmp eq i64 %19, 256
  br i1 %20, label %21, label %1, !llvm.loop !6

21:                                               ; preds = %1
  %22 = tail call fastcc i32 @kernel16(i32 noundef 256) #4
  %23 = xor i32 %22, -2128831035
  %24 = mul i32 %23, 16777619
  %25 = tail call fastcc i32 @kernel12_call(ptr noundef nonnull @data) #4
  %26 = xor i32 %24, %25
  %27 = mul i32 %26, 16777619
  %28 = load i32, ptr @data, align 16, !tbaa !2
  %29 = xor i32 %27, %28
  store i32 %29, ptr @data, align 16, !tbaa !2
  %30 = tail call fastcc i32 @kernel16(i32 noundef 239) #4
  %31 = xor i32 %30, %27
  %32 = mul i32 %31, 16777619
  %33 = tail call fastcc i32 @kernel12_call(ptr noundef nonnull getelementptr inbounds (i8, ptr @data, i64 4)) #4
  %34 = xor i32 %32, %33
  %35 = mul i32 %34, 16777619
  %36 = load i32, ptr getelementptr inbounds (i8, ptr @data, i64 124), align 4, !tbaa !2
  %37 = xor i32 %35, %36
  store i32 %37, ptr getelementptr inbounds (i8, ptr @data, i64 124), align 4, !tbaa !2
  %38 = tail call fastcc i32 @kernel16(i32 noundef 222) #4
  %39 = xor i32 %38, %35
  %40 = mul i32 %39, 16777619
  %41 = tail call fastcc i32 @kernel12_call(ptr noundef nonnull getelementptr inbounds (i8, ptr @data, i64 8)) #4
  %42 = xor i32 %40, %41
  %43 = mul i32 %42, 16777619
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @data, i64 248), align 8, !tbaa !2
  %45 = xor i32 %43, %44
  store i32 %45, ptr getelementptr inbounds (i8, ptr @data, i64 248), align 8, !tbaa !2
  %46 = tail call fastcc i32 @kernel16(i32 noundef 205) #4
  %47 = xor i32 %46, %43
  %48 = mul i32 %47, 16777619
  %49 = tail call fastcc i32 @kernel12_call(ptr noundef nonnull getelementptr inbounds (i8, ptr @data, i64 12)) #4
  %50 = xor i32 %48, %49
  %51 = mul i32 %50, 16777619
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @data, i64 372), align 4, !tbaa !2
  %53 = xor i32 %51, %52
  store i32 %53, ptr getelementptr inbounds (i8, ptr @data, i64 372), align 4, !tbaa !2
  %54 = and i32 %51, 2147483647
  ret i32 %54
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @kernel16(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %21

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  br label %23

5:                                                ; preds = %23
  %6 = add i32 %61, %59
  %7 = add i32 %6, %63
  %8 = add i32 %7, %65
  %9 = add i32 %8, %67
  %10 = add i32 %9, %69
  %11 = add i32 %10, %71
  %12 = add i32 %11, %74
  %13 = xor i32 %45, %12
  %14 = xor i32 %13, %47
  %15 = xor i32 %14, %49
  %16 = xor i32 %15, %51
  %17 = xor i32 %16, %53
  %18 = xor i32 %17, %55
  %19 = xor i32 %18, %57
  %20 = xor i32 %19, %43
  br label %21

21:                                               ; preds = %5, %1
  %22 = phi i32 [ 108, %1 ], [ %20, %5 ]
  ret i32 %22

23:                                               ; preds = %3, %23
  %24 = phi i64 [ 0, %3 ], [ %75, %23 ]
  %25 = phi i32 [ 1, %3 ], [ %43, %23 ]
  %26 = phi i32 [ 16, %3 ], [ %74, %23 ]
  %27 = phi i32 [ 15, %3 ], [ %71, %23 ]
  %28 = phi i32 [ 14, %3 ], [ %69, %23 ]
  %29 = phi i32 [ 13, %3 ], [ %67, %23 ]
  %30 = phi i32 [ 12, %3 ], [ %65, %23 ]
  %31 = phi i32 [ 11, %3 ], [ %63, %23 ]
  %32 = phi i32 [ 10, %3 ], [ %61, %23 ]
  %33 = phi i32 [ 9, %3 ], [ %59, %23 ]
  %34 = phi i32 [ 8, %3 ], [ %57, %23 ]
  %35 = phi i32 [ 7, %3 ], [ %55, %23 ]
  %36 = phi i32 [ 6, %3 ], [ %53, %23 ]
  %37 = phi i32 [ 5, %3 ], [ %51, %23 ]
  %38 = phi i32 [ 4, %3 ], [ %49, %23 ]
  %39 = phi i32 [ 3, %3 ], [ %47, %23 ]
  %40 = phi i32 [ 2, %3 ], [ %45, %23 ]
  %41 = getelementptr inbounds i32, ptr @data, i64 %24
  %42 = load i32, ptr %41, align 4, !tbaa !2
  %43 = add i32 %42, %25
  %44 = add i32 %43, %42
  %45 = xor i32 %44, %40
  %46 = lshr i32 %45, 3
  %47 = add i32 %46, %39
  %48 = mul i32 %38, 3
  %49 = add i32 %47, %48
  %50 = shl i32 %49, 2
  %51 = xor i32 %50, %37
  %52 = xor i32 %51, %42
  %53 = add i32 %52, %36
  %54 = add i32 %53, %35
  %55 = mul i32 %54, 5
  %56 = lshr i32 %55, 7
  %57 = sub i32 %34, %56
  %58 = xor i32 %57, %43
  %59 = add i32 %58, %33
  %60 = add i32 %59, %45
  %61 = xor i32 %60, %32
  %62 = lshr i32 %61, 1
  %63 = add i32 %62, %31
  %64 = xor i32 %63, %30
  %65 = add i32 %64, %47
  %66 = mul i32 %65, 7
  %67 = add i32 %66, %29
  %68 = add i32 %67, %49
  %69 = xor i32 %68, %28
  %70 = lshr i32 %69, 5
  %71 = add i32 %70, %27
  %72 = mul i32 %26, 9
  %73 = xor i32 %71, %51
  %74 = add i32 %73, %72
  %75 = add nuw nsw i64 %24, 1
  %76 = icmp eq i64 %75, %4
  br i1 %76, label %5, label %23, !llvm.loop !8
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define internal fastcc i32 @kernel12_call(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %14

2:                                                ; preds = %14
  %3 = add i32 %37, %35
  %4 = add i32 %3, %39
  %5 = add i32 %4, %41
  %6 = add i32 %5, %43
  %7 = add i32 %6, %45
  %8 = add i32 %7, %47
  %9 = add i32 %8, %49
  %10 = add i32 %9, %51
  %11 = add i32 %10, %53
  %12 = add i32 %11, %55
  %13 = add i32 %12, %33
  ret i32 %13

14:                                               ; preds = %1, %14
  %15 = phi i64 [ 0, %1 ], [ %56, %14 ]
  %16 = phi i32 [ 1, %1 ], [ %33, %14 ]
  %17 = phi i32 [ 12, %1 ], [ %55, %14 ]
  %18 = phi i32 [ 11, %1 ], [ %53, %14 ]
  %19 = phi i32 [ 10, %1 ], [ %51, %14 ]
  %20 = phi i32 [ 9, %1 ], [ %49, %14 ]
  %21 = phi i32 [ 8, %1 ], [ %47, %14 ]
  %22 = phi i32 [ 7, %1 ], [ %45, %14 ]
  %23 = phi i32 [ 6, %1 ], [ %43, %14 ]
  %24 = phi i32 [ 5, %1 ], [ %41, %14 ]
  %25 = phi i32 [ 4, %1 ], [ %39, %14 ]
  %26 = phi i32 [ 3, %1 ], [ %37, %14 ]
  %27 = phi i32 [ 2, %1 ], [ %35, %14 ]
  %28 = getelementptr inbounds i32, ptr %0, i64 %15
  %29 = load i32, ptr %28, align 4, !tbaa !2
  %30 = xor i32 %29, %16
  %31 = tail call fastcc i32 @step(i32 noundef %30) #4
  %32 = xor i32 %31, %17
  %33 = add i32 %32, %16
  %34 = lshr i32 %33, 2
  %35 = add i32 %34, %27
  %36 = add i32 %35, %31
  %37 = xor i32 %36, %26
  %38 = mul i32 %37, 3
  %39 = add i32 %38, %25
  %40 = lshr i32 %39, 4
  %41 = xor i32 %40, %24
  %42 = add i32 %33, %23
  %43 = add i32 %42, %41
  %44 = shl i32 %43, 1
  %45 = xor i32 %44, %22
  %46 = xor i32 %45, %35
  %47 = add i32 %46, %21
  %48 = lshr i32 %47, 3
  %49 = sub i32 %20, %48
  %50 = xor i32 %49, %37
  %51 = add i32 %50, %19
  %52 = add i32 %51, %39
  %53 = xor i32 %52, %18
  %54 = xor i32 %53, %41
  %55 = add i32 %54, %17
  %56 = add nuw nsw i64 %15, 1
  %57 = icmp eq i64 %56, 200
  br i1 %57, label %2, label %14, !llvm.loop !9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @step(i32 noundef %0) unnamed_addr #3 {
  %2 = mul i32 %0, -1640531535
  %3 = add i32 %2, 1
  ret i32 %3
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
