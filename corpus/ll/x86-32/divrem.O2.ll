; ModuleID = 'divrem.c'
source_filename = "divrem.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@nums = internal unnamed_addr constant [16 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -987654321, i32 65535, i32 -65536, i32 31, i32 -32, i32 1000000007], align 4
@dens = internal unnamed_addr constant [16 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 -10, i32 16, i32 -16, i32 1000, i32 -65537, i32 2147483647, i32 -2147483648], align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %12
  %2 = phi i32 [ 0, %0 ], [ %13, %12 ]
  %3 = getelementptr inbounds [16 x i32], [16 x i32]* @nums, i32 0, i32 %2
  %4 = load i32, i32* %3, align 4, !tbaa !3
  %5 = icmp eq i32 %2, 8
  %6 = sext i32 %4 to i64
  %7 = lshr i32 21844, %2
  %8 = and i32 %7, 1
  br label %15

9:                                                ; preds = %12
  %10 = tail call fastcc i32 @sdiv(i32 noundef -7, i32 noundef 2) #3
  %11 = icmp eq i32 %10, -3
  br i1 %11, label %61, label %70

12:                                               ; preds = %58
  %13 = add nuw nsw i32 %2, 1
  %14 = icmp eq i32 %13, 16
  br i1 %14, label %9, label %1, !llvm.loop !7

15:                                               ; preds = %1, %58
  %16 = phi i32 [ 0, %1 ], [ %59, %58 ]
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !3
  %19 = icmp eq i32 %16, 1
  %20 = select i1 %5, i1 %19, i1 false
  br i1 %20, label %58, label %21

21:                                               ; preds = %15
  %22 = tail call fastcc i32 @sdiv(i32 noundef %4, i32 noundef %18) #3
  %23 = tail call fastcc i32 @srem(i32 noundef %4, i32 noundef %18) #3
  %24 = sext i32 %22 to i64
  %25 = sext i32 %18 to i64
  %26 = mul nsw i64 %24, %25
  %27 = sext i32 %23 to i64
  %28 = add nsw i64 %26, %27
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %31, label %30

30:                                               ; preds = %21
  tail call void @abort() #4
  br label %31

31:                                               ; preds = %30, %21
  %32 = icmp eq i32 %23, 0
  %33 = lshr i32 %23, 31
  %34 = icmp eq i32 %33, %8
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %31
  tail call void @abort() #4
  br label %37

37:                                               ; preds = %36, %31
  %38 = load i32, i32* @h, align 4, !tbaa !3
  %39 = xor i32 %38, %22
  %40 = mul i32 %39, 16777619
  %41 = xor i32 %40, %23
  %42 = mul i32 %41, 16777619
  store i32 %42, i32* @h, align 4, !tbaa !3
  %43 = tail call fastcc i32 @udiv(i32 noundef %4, i32 noundef %18) #3
  %44 = tail call fastcc i32 @urem(i32 noundef %4, i32 noundef %18) #3
  %45 = mul i32 %43, %18
  %46 = add i32 %45, %44
  %47 = icmp eq i32 %46, %4
  %48 = icmp ult i32 %44, %18
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %52, label %50

50:                                               ; preds = %37
  tail call void @abort() #4
  %51 = load i32, i32* @h, align 4, !tbaa !3
  br label %52

52:                                               ; preds = %37, %50
  %53 = phi i32 [ %42, %37 ], [ %51, %50 ]
  %54 = shl i32 %44, 7
  %55 = xor i32 %54, %43
  %56 = xor i32 %55, %53
  %57 = mul i32 %56, 16777619
  store i32 %57, i32* @h, align 4, !tbaa !3
  br label %58

58:                                               ; preds = %15, %52
  %59 = add nuw nsw i32 %16, 1
  %60 = icmp eq i32 %59, 16
  br i1 %60, label %12, label %15, !llvm.loop !9

61:                                               ; preds = %9
  %62 = tail call fastcc i32 @srem(i32 noundef -7, i32 noundef 2) #3
  %63 = icmp eq i32 %62, -1
  br i1 %63, label %64, label %70

64:                                               ; preds = %61
  %65 = tail call fastcc i32 @sdiv(i32 noundef 7, i32 noundef -2) #3
  %66 = icmp eq i32 %65, -3
  br i1 %66, label %67, label %70

67:                                               ; preds = %64
  %68 = tail call fastcc i32 @srem(i32 noundef 7, i32 noundef -2) #3
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %71, label %70

70:                                               ; preds = %67, %64, %61, %9
  tail call void @abort() #4
  br label %71

71:                                               ; preds = %70, %67
  %72 = load i32, i32* @h, align 4, !tbaa !3
  br label %77

73:                                               ; preds = %160
  %74 = xor i32 %166, 124723200
  %75 = mul i32 %74, 16777619
  store i32 %75, i32* @h, align 4, !tbaa !3
  %76 = and i32 %75, 2147483647
  ret i32 %76

77:                                               ; preds = %71, %160
  %78 = phi i32 [ 0, %71 ], [ %167, %160 ]
  %79 = phi i32 [ 77, %71 ], [ %82, %160 ]
  %80 = phi i32 [ %72, %71 ], [ %166, %160 ]
  %81 = mul i32 %79, 1664525
  %82 = add i32 %81, 1013904223
  %83 = sdiv i32 %82, 3
  %84 = srem i32 %82, 3
  %85 = add nsw i32 %83, %84
  %86 = sdiv i32 %82, 7
  %87 = add nsw i32 %85, %86
  %88 = srem i32 %82, 7
  %89 = sub nsw i32 %87, %88
  %90 = sdiv i32 %82, 10
  %91 = add nsw i32 %89, %90
  %92 = srem i32 %82, 10
  %93 = add nsw i32 %91, %92
  %94 = sdiv i32 %82, 16
  %95 = add nsw i32 %93, %94
  %96 = srem i32 %82, 16
  %97 = sub nsw i32 %95, %96
  %98 = sdiv i32 %82, -5
  %99 = add nsw i32 %97, %98
  %100 = srem i32 %82, 5
  %101 = add nsw i32 %99, %100
  %102 = sdiv i32 %82, 1000
  %103 = add nsw i32 %101, %102
  %104 = xor i32 %80, %103
  %105 = mul i32 %104, 16777619
  %106 = udiv i32 %82, 3
  %107 = urem i32 %82, 3
  %108 = add nuw nsw i32 %106, %107
  %109 = udiv i32 %82, 7
  %110 = add nuw nsw i32 %108, %109
  %111 = urem i32 %82, 7
  %112 = add nuw nsw i32 %110, %111
  %113 = udiv i32 %82, 10
  %114 = add nuw i32 %112, %113
  %115 = urem i32 %82, 10
  %116 = add nuw i32 %114, %115
  %117 = lshr i32 %82, 4
  %118 = add nuw i32 %116, %117
  %119 = and i32 %82, 15
  %120 = add nuw i32 %118, %119
  %121 = udiv i32 %82, 641
  %122 = add nuw i32 %120, %121
  %123 = urem i32 %82, 1000
  %124 = add nuw i32 %122, %123
  %125 = xor i32 %105, %124
  %126 = mul i32 %125, 16777619
  %127 = lshr i32 %82, 8
  %128 = trunc i32 %127 to i8
  %129 = lshr i32 %82, 5
  %130 = trunc i32 %129 to i16
  %131 = lshr i32 %82, 24
  %132 = icmp eq i8 %128, 0
  br i1 %132, label %144, label %133

133:                                              ; preds = %77
  %134 = trunc i32 %82 to i16
  %135 = shl i16 %134, 8
  %136 = ashr exact i16 %135, 8
  %137 = sext i8 %128 to i16
  %138 = sdiv i16 %136, %137
  %139 = sext i16 %138 to i32
  %140 = mul nsw i32 %139, 1000000
  %141 = srem i16 %136, %137
  %142 = sext i16 %141 to i32
  %143 = mul nsw i32 %142, 10000
  br label %144

144:                                              ; preds = %133, %77
  %145 = phi i32 [ %140, %133 ], [ 0, %77 ]
  %146 = phi i32 [ %143, %133 ], [ 0, %77 ]
  %147 = icmp eq i16 %130, 0
  br i1 %147, label %153, label %148

148:                                              ; preds = %144
  %149 = and i32 %129, 65535
  %150 = ashr i32 %82, 16
  %151 = sdiv i32 %150, %149
  %152 = mul nsw i32 %151, 100
  br label %153

153:                                              ; preds = %148, %144
  %154 = phi i32 [ %152, %148 ], [ 0, %144 ]
  %155 = icmp ult i32 %82, 16777216
  br i1 %155, label %160, label %156

156:                                              ; preds = %153
  %157 = trunc i32 %131 to i16
  %158 = urem i16 %130, %157
  %159 = zext i16 %158 to i32
  br label %160

160:                                              ; preds = %153, %156
  %161 = phi i32 [ %159, %156 ], [ 0, %153 ]
  %162 = add nsw i32 %146, %145
  %163 = add nsw i32 %162, %154
  %164 = add nsw i32 %163, %161
  %165 = xor i32 %164, %126
  %166 = mul i32 %165, 16777619
  %167 = add nuw nsw i32 %78, 1
  %168 = icmp eq i32 %167, 500
  br i1 %168, label %73, label %77, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @sdiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @srem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @udiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @urem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
