; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@perm = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@sample = internal unnamed_addr global [8 x i16] zeroinitializer, align 16
@xs_state = internal unnamed_addr global i32 -1831433054, align 4
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @xs_state, align 4, !tbaa !2
  %2 = load i32, i32* @lcg_state, align 4, !tbaa !2
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* @xs_state, align 4, !tbaa !2
  store i32 %18, i32* @lcg_state, align 4, !tbaa !2
  br label %24

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -2128831035, %0 ], [ %21, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %14, %4 ]
  %8 = phi i32 [ %2, %0 ], [ %18, %4 ]
  %9 = shl i32 %7, 13
  %10 = xor i32 %9, %7
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = xor i32 %14, %5
  %16 = mul i32 %15, 16777619
  %17 = mul i32 %8, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = xor i32 %16, %19
  %21 = mul i32 %20, 16777619
  %22 = add nuw nsw i32 %6, 1
  %23 = icmp eq i32 %22, 200
  br i1 %23, label %3, label %4, !llvm.loop !6

24:                                               ; preds = %3, %128
  %25 = phi i32 [ %21, %3 ], [ %132, %128 ]
  %26 = phi i32 [ 0, %3 ], [ %133, %128 ]
  br label %31

27:                                               ; preds = %128
  %28 = load i64, i64* @pcg_state, align 8, !tbaa !9
  br label %135

29:                                               ; preds = %31
  %30 = load i64, i64* @pcg_state, align 8, !tbaa !9
  br label %38

31:                                               ; preds = %24, %31
  %32 = phi i64 [ 0, %24 ], [ %35, %31 ]
  %33 = trunc i64 %32 to i8
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %32
  store i8 %33, i8* %34, align 1, !tbaa !11
  %35 = add nuw nsw i64 %32, 1
  %36 = icmp eq i64 %35, 64
  br i1 %36, label %29, label %31, !llvm.loop !12

37:                                               ; preds = %71
  store i64 %52, i64* @pcg_state, align 8, !tbaa !9
  br label %79

38:                                               ; preds = %29, %71
  %39 = phi i64 [ 63, %29 ], [ %77, %71 ]
  %40 = phi i64 [ %30, %29 ], [ %52, %71 ]
  %41 = trunc i64 %39 to i32
  %42 = add nuw nsw i32 %41, 1
  %43 = trunc i64 %39 to i32
  %44 = xor i32 %43, -1
  %45 = urem i32 %44, %42
  %46 = trunc i64 %39 to i32
  %47 = add i32 %46, 1
  br label %48

48:                                               ; preds = %69, %38
  %49 = phi i64 [ %40, %38 ], [ %52, %69 ]
  %50 = phi i32 [ undef, %38 ], [ %70, %69 ]
  %51 = mul i64 %49, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = lshr i64 %49, 45
  %54 = lshr i64 %49, 27
  %55 = xor i64 %53, %54
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %49, 59
  %58 = trunc i64 %57 to i32
  %59 = icmp eq i32 %58, 0
  %60 = sub nuw nsw i32 32, %58
  %61 = shl i32 %56, %60
  %62 = lshr i32 %56, %58
  %63 = and i32 %61, -1431655766
  %64 = select i1 %59, i32 0, i32 %63
  %65 = xor i32 %64, %62
  %66 = icmp ult i32 %65, %45
  br i1 %66, label %69, label %67

67:                                               ; preds = %48
  %68 = urem i32 %65, %47
  br label %69

69:                                               ; preds = %67, %48
  %70 = phi i32 [ %68, %67 ], [ %50, %48 ]
  br i1 %66, label %48, label %71, !llvm.loop !13

71:                                               ; preds = %69
  %72 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %39
  %73 = load i8, i8* %72, align 1, !tbaa !11
  %74 = zext i32 %70 to i64
  %75 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !11
  store i8 %76, i8* %72, align 1, !tbaa !11
  store i8 %73, i8* %75, align 1, !tbaa !11
  %77 = add nsw i64 %39, -1
  %78 = icmp ugt i64 %39, 1
  br i1 %78, label %38, label %37, !llvm.loop !14

79:                                               ; preds = %37, %110
  %80 = phi i64 [ 0, %37 ], [ %113, %110 ]
  %81 = phi i32 [ 0, %37 ], [ %112, %110 ]
  %82 = phi i32 [ 0, %37 ], [ %111, %110 ]
  %83 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %80
  %84 = load i8, i8* %83, align 1, !tbaa !11
  %85 = icmp sgt i8 %84, -1
  br i1 %85, label %86, label %110

86:                                               ; preds = %79
  %87 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %80
  %88 = load i8, i8* %87, align 1, !tbaa !11
  %89 = zext i8 %88 to i32
  %90 = and i32 %89, 128
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %105

92:                                               ; preds = %86, %92
  %93 = phi i32 [ %102, %92 ], [ %89, %86 ]
  %94 = phi i8 [ %101, %92 ], [ %88, %86 ]
  %95 = phi i8* [ %100, %92 ], [ %87, %86 ]
  %96 = phi i32 [ %98, %92 ], [ 0, %86 ]
  %97 = or i8 %94, -128
  store i8 %97, i8* %95, align 1, !tbaa !11
  %98 = add nuw nsw i32 %96, 1
  %99 = zext i32 %93 to i64
  %100 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %99
  %101 = load i8, i8* %100, align 1, !tbaa !11
  %102 = zext i8 %101 to i32
  %103 = and i32 %102, 128
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %92, label %105, !llvm.loop !15

105:                                              ; preds = %92, %86
  %106 = phi i32 [ 0, %86 ], [ %98, %92 ]
  %107 = add nsw i32 %82, 1
  %108 = icmp sgt i32 %106, %81
  %109 = select i1 %108, i32 %106, i32 %81
  br label %110

110:                                              ; preds = %79, %105
  %111 = phi i32 [ %82, %79 ], [ %107, %105 ]
  %112 = phi i32 [ %81, %79 ], [ %109, %105 ]
  %113 = add nuw nsw i64 %80, 1
  %114 = icmp eq i64 %113, 64
  br i1 %114, label %117, label %79, !llvm.loop !16

115:                                              ; preds = %117
  %116 = icmp eq i32 %124, 2016
  br i1 %116, label %128, label %127

117:                                              ; preds = %110, %117
  %118 = phi i64 [ %125, %117 ], [ 0, %110 ]
  %119 = phi i32 [ %124, %117 ], [ 0, %110 ]
  %120 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i64 0, i64 %118
  %121 = load i8, i8* %120, align 1, !tbaa !11
  %122 = and i8 %121, 127
  %123 = zext i8 %122 to i32
  %124 = add nuw nsw i32 %119, %123
  %125 = add nuw nsw i64 %118, 1
  %126 = icmp eq i64 %125, 64
  br i1 %126, label %115, label %117, !llvm.loop !17

127:                                              ; preds = %115
  call void @abort() #2
  br label %128

128:                                              ; preds = %127, %115
  %129 = xor i32 %111, %25
  %130 = shl i32 %112, 8
  %131 = xor i32 %129, %130
  %132 = mul i32 %131, 16777619
  %133 = add nuw nsw i32 %26, 1
  %134 = icmp eq i32 %133, 6
  br i1 %134, label %27, label %24, !llvm.loop !18

135:                                              ; preds = %27, %178
  %136 = phi i64 [ 0, %27 ], [ %180, %178 ]
  %137 = phi i64 [ %28, %27 ], [ %179, %178 ]
  %138 = icmp ult i64 %136, 8
  br i1 %138, label %173, label %139

139:                                              ; preds = %135
  %140 = trunc i64 %136 to i32
  %141 = add nuw nsw i64 %136, 1
  %142 = xor i32 %140, -1
  %143 = trunc i64 %141 to i32
  %144 = urem i32 %142, %143
  %145 = trunc i64 %141 to i32
  br label %146

146:                                              ; preds = %167, %139
  %147 = phi i64 [ %137, %139 ], [ %150, %167 ]
  %148 = phi i32 [ undef, %139 ], [ %168, %167 ]
  %149 = mul i64 %147, 6364136223846793005
  %150 = add i64 %149, 1442695040888963407
  %151 = lshr i64 %147, 45
  %152 = lshr i64 %147, 27
  %153 = xor i64 %151, %152
  %154 = trunc i64 %153 to i32
  %155 = lshr i64 %147, 59
  %156 = trunc i64 %155 to i32
  %157 = icmp eq i32 %156, 0
  %158 = sub nuw nsw i32 32, %156
  %159 = shl i32 %154, %158
  %160 = lshr i32 %154, %156
  %161 = and i32 %159, -1431655766
  %162 = select i1 %157, i32 0, i32 %161
  %163 = xor i32 %162, %160
  %164 = icmp ult i32 %163, %144
  br i1 %164, label %167, label %165

165:                                              ; preds = %146
  %166 = urem i32 %163, %145
  br label %167

167:                                              ; preds = %165, %146
  %168 = phi i32 [ %166, %165 ], [ %148, %146 ]
  br i1 %164, label %146, label %169, !llvm.loop !13

169:                                              ; preds = %167
  store i64 %150, i64* @pcg_state, align 8, !tbaa !9
  %170 = icmp ult i32 %168, 8
  br i1 %170, label %171, label %178

171:                                              ; preds = %169
  %172 = zext i32 %168 to i64
  br label %173

173:                                              ; preds = %135, %171
  %174 = phi i64 [ %172, %171 ], [ %136, %135 ]
  %175 = phi i64 [ %150, %171 ], [ %137, %135 ]
  %176 = trunc i64 %136 to i16
  %177 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i64 0, i64 %174
  store i16 %176, i16* %177, align 2, !tbaa !19
  br label %178

178:                                              ; preds = %173, %169
  %179 = phi i64 [ %150, %169 ], [ %175, %173 ]
  %180 = add nuw nsw i64 %136, 1
  %181 = icmp eq i64 %180, 500
  br i1 %181, label %184, label %135, !llvm.loop !21

182:                                              ; preds = %184
  %183 = and i32 %191, 2147483647
  ret i32 %183

184:                                              ; preds = %178, %184
  %185 = phi i64 [ %192, %184 ], [ 0, %178 ]
  %186 = phi i32 [ %191, %184 ], [ %132, %178 ]
  %187 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i64 0, i64 %185
  %188 = load i16, i16* %187, align 2, !tbaa !19
  %189 = zext i16 %188 to i32
  %190 = xor i32 %186, %189
  %191 = mul i32 %190, 16777619
  %192 = add nuw nsw i64 %185, 1
  %193 = icmp eq i64 %192, 8
  br i1 %193, label %182, label %184, !llvm.loop !22
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !4, i64 0}
!11 = !{!4, !4, i64 0}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !4, i64 0}
!21 = distinct !{!21, !7, !8}
!22 = distinct !{!22, !7, !8}
